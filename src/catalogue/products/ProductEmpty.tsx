import { EmptyList } from '../../schema-ui/EmptyList';
import { ProductCreateButton } from './ProductCreateButton';

/** 'No hay informacion para mostrar', with a way to create the first product, or to take the filters away. */
export const ProductEmpty = () => <EmptyList createButton={<ProductCreateButton variant="contained" />} />;
