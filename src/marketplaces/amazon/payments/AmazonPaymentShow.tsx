import { SchemaShow } from '../../../schema-ui';
import { amazonSheetFields } from '../amazonSheetFields';
import { amazonPaymentsDeclaration } from './amazonPaymentsResource';

/** One order's money with every stored field, its account and marketplace by name, its ERP order a link. */
const AmazonPaymentShow = () => <SchemaShow declaration={amazonPaymentsDeclaration} fields={amazonSheetFields} />;

export default AmazonPaymentShow;
