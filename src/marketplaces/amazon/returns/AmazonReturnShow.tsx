import { SchemaShow } from '../../../schema-ui';
import { amazonReturnsDeclaration } from './amazonReturnsResource';

/** One returned line with every stored field, its ERP order a link. */
const AmazonReturnShow = () => <SchemaShow declaration={amazonReturnsDeclaration} />;

export default AmazonReturnShow;
