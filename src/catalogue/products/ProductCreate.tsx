import { Create, Loading } from 'react-admin';
import { useCrudNotifications } from '../../schema-ui';
import { ProductForm, productFormPageSx } from './ProductForm';
import { productPaths } from './productPaths';
import { useProductFormChoices } from './useProductFormChoices';

/** /productos/crear: opens once the warehouses and categories are loaded; a saved product opens in its edit page. */
export const ProductCreate = () => {
  const choices = useProductFormChoices();
  const notifications = useCrudNotifications('create', (product) => productPaths.edit(product.id));
  if (choices.isPending) return <Loading />;
  return (
    <Create resource="productos" mutationOptions={notifications} sx={productFormPageSx}>
      <ProductForm warehouses={choices.warehouses} />
    </Create>
  );
};

export default ProductCreate;
