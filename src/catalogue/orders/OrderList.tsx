import { orders as declaration } from '../../../resources/catalogue';
import { SchemaList } from '../../schema-ui';

/** Orders open on their sheet, where the lines, totals and validation are. */
export const OrderList = () => <SchemaList declaration={declaration} rowClick="show" />;

export default OrderList;
