import { SchemaShow } from '../../../schema-ui';
import { paymentsDeclaration } from './paymentsResource';

/** One payment with every stored field, its ERP order a link. */
const PaymentShow = () => <SchemaShow declaration={paymentsDeclaration} />;

export default PaymentShow;
