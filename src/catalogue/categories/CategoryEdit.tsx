import { categories as declaration } from '../../../resources/catalogue';
import { SchemaEdit } from '../../schema-ui';

export const CategoryEdit = () => <SchemaEdit declaration={declaration} />;

export default CategoryEdit;
