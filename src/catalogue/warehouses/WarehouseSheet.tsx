import Box from '@mui/material/Box';
import { warehouses } from '../../../resources/catalogue';
import { SchemaShow } from '../../schema-ui/SchemaShow';
import { WarehouseProducts } from './WarehouseProducts';

/** /almacenes/{id}/show: the warehouse's declared fields, then what it holds. */
export const WarehouseSheet = () => (
  <SchemaShow declaration={warehouses}>
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <WarehouseProducts />
    </Box>
  </SchemaShow>
);

export default WarehouseSheet;
