import { SchemaShow } from '../../../schema-ui';
import { amazonSheetFields } from '../amazonSheetFields';
import { AmazonReturnRestock } from './AmazonReturnRestock';
import { amazonReturnsDeclaration } from './amazonReturnsResource';

/** One returned line with every stored field, its account and marketplace by name, its ERP order a link; a closed return asks whether its units go back on the shelf. */
const AmazonReturnShow = () => <SchemaShow declaration={amazonReturnsDeclaration} fields={amazonSheetFields} actions={<AmazonReturnRestock />} />;

export default AmazonReturnShow;
