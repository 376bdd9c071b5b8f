import { SchemaShow } from '../../../schema-ui';
import { amazonPaymentsDeclaration } from './amazonPaymentsResource';

/** One order's money with every stored field, its ERP order a link. */
const AmazonPaymentShow = () => <SchemaShow declaration={amazonPaymentsDeclaration} />;

export default AmazonPaymentShow;
