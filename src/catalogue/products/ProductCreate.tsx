import { Create, Loading } from 'react-admin';
import { useCrudNotifications } from '../../schema-ui';
import { ProductForm, productFormPageSx } from './ProductForm';
import { useProductFormChoices } from './useProductFormChoices';

/** /productos/crear: opens once the warehouses and categories are loaded. */
export const ProductCreate = () => {
  const choices = useProductFormChoices();
  const notifications = useCrudNotifications('create');
  if (choices.isPending) return <Loading />;
  return (
    <Create resource="productos" mutationOptions={notifications} sx={productFormPageSx}>
      <ProductForm warehouses={choices.warehouses} />
    </Create>
  );
};

export default ProductCreate;
