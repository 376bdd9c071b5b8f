import { Edit, Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { SchemaEditToolbar } from '../../schema-ui/SchemaEditToolbar';
import { useVersionConflict } from '../../schema-ui';
import { ProductForm, productFormPageSx } from './ProductForm';
import { useProductFormChoices } from './useProductFormChoices';

/**
 * /productos/editar/{id}: the warehouses, categories and the product are loaded before the form opens.
 * Saving stays on the product, so the seller keeps working on it.
 */
export const ProductEdit = () => {
  const { id } = useParams();
  const choices = useProductFormChoices();
  const { mutationOptions, dialog } = useVersionConflict({ stay: true });
  if (choices.isPending || id === undefined) return <Loading />;
  return (
    <Edit resource="productos" id={id} key={id} mutationMode="pessimistic" mutationOptions={mutationOptions} sx={productFormPageSx}>
      <ProductForm warehouses={choices.warehouses} toolbar={<SchemaEditToolbar>{dialog}</SchemaEditToolbar>} />
    </Edit>
  );
};

export default ProductEdit;
