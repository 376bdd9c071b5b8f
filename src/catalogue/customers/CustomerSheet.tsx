import Box from '@mui/material/Box';
import { clients } from '../../../resources/catalogue';
import { SchemaShow } from '../../schema-ui/SchemaShow';
import { CustomerOrders } from './CustomerOrders';

/** /clientes/{id}/show: the customer's declared fields, then the orders they placed. */
export const CustomerSheet = () => (
  <SchemaShow declaration={clients}>
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <CustomerOrders />
    </Box>
  </SchemaShow>
);

export default CustomerSheet;
