import { categories as declaration } from '../../../resources/catalogue';
import { SchemaCreate } from '../../schema-ui';

export const CategoryCreate = () => <SchemaCreate declaration={declaration} />;

export default CategoryCreate;
