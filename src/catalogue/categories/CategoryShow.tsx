import { categories as declaration } from '../../../resources/catalogue';
import { SchemaShow } from '../../schema-ui';

export const CategoryShow = () => <SchemaShow declaration={declaration} />;

export default CategoryShow;
