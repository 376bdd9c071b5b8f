import { SchemaShow } from '../../../schema-ui';
import { amazonSheetFields } from '../amazonSheetFields';
import { AmazonReturnRestock } from './AmazonReturnRestock';
import { AmazonReturnStockField } from './AmazonReturnStockField';
import { amazonReturnsDeclaration } from './amazonReturnsResource';

const fields = { ...amazonSheetFields, restock_decision: <AmazonReturnStockField key="restock_decision" source="restock_decision" /> };

/** One returned line with every stored field, its account and marketplace by name, its ERP order a link; a closed return asks whether its units go back on the shelf. */
const AmazonReturnShow = () => <SchemaShow declaration={amazonReturnsDeclaration} fields={fields} actions={<AmazonReturnRestock />} />;

export default AmazonReturnShow;
