import { SchemaShow } from '../../../schema-ui';
import { amazonSheetFields } from '../amazonSheetFields';
import { AmazonPaymentDescriptionField, AmazonPaymentFeesField, amazonPaymentSourcesOf } from './amazonPaymentFields';
import { amazonPaymentsDeclaration } from './amazonPaymentsResource';

const fields = {
  ...amazonSheetFields,
  fees: <AmazonPaymentFeesField key="fees" source="fees" />,
  description: <AmazonPaymentDescriptionField key="description" source="description" />,
};

/**
 * One payment with the fields of its kind (an order's money, or a charge or credit to the account),
 * its account and marketplace by name, its ERP order a link, Amazon's codes in words.
 */
const AmazonPaymentShow = () => <SchemaShow declaration={amazonPaymentsDeclaration} fields={fields} sourcesOf={amazonPaymentSourcesOf} />;

export default AmazonPaymentShow;
