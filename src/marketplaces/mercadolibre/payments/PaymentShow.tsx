import { SchemaShow } from '../../../schema-ui';
import { accountNameFields } from '../../accounts/MarketplaceAccountField';
import { paymentsDeclaration } from './paymentsResource';

const fields = accountNameFields('mercadolibre');

/** One payment with every stored field, its account by its nickname, its ERP order a link. */
const PaymentShow = () => <SchemaShow declaration={paymentsDeclaration} fields={fields} />;

export default PaymentShow;
