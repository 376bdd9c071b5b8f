import { SchemaShow } from '../../../schema-ui';
import { accountNameFields } from '../../accounts/MarketplaceAccountField';
import { amazonPaymentsDeclaration } from './amazonPaymentsResource';

const fields = accountNameFields('amazon');

/** One order's money with every stored field, its account by name, its ERP order a link. */
const AmazonPaymentShow = () => <SchemaShow declaration={amazonPaymentsDeclaration} fields={fields} />;

export default AmazonPaymentShow;
