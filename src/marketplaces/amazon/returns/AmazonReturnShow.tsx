import { SchemaShow } from '../../../schema-ui';
import { accountNameFields } from '../../accounts/MarketplaceAccountField';
import { AmazonReturnRestock } from './AmazonReturnRestock';
import { amazonReturnsDeclaration } from './amazonReturnsResource';

const fields = accountNameFields('amazon');

/** One returned line with every stored field, its account by name, its ERP order a link; a closed return asks whether its units go back on the shelf. */
const AmazonReturnShow = () => <SchemaShow declaration={amazonReturnsDeclaration} fields={fields} actions={<AmazonReturnRestock />} />;

export default AmazonReturnShow;
