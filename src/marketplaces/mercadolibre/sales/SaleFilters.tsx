import { SearchInput, SelectInput } from 'react-admin';
import { salePaymentStatuses, saleShipmentStatuses } from '../../../../resources/catalogue/orders';
import { MarketplaceAccountFilter } from '../../accounts/MarketplaceAccountFilter';

const paymentChoices = salePaymentStatuses.map((status) => ({ id: status, name: `resources.pedidos.values.payment_status.${status}` }));
const shipmentChoices = saleShipmentStatuses.map((status) => ({ id: status, name: `resources.pedidos.values.shipment_status.${status}` }));

/** `busqueda` (MercadoLibre order or pack id, buyer), account, payment status and shipment status. */
export const saleFilters = [
  <SearchInput key="busqueda" source="busqueda" alwaysOn />,
  <MarketplaceAccountFilter marketplace="mercadolibre" key="channel_account_id" source="channel_account_id" alwaysOn />,
  <SelectInput key="payment_status" source="payment_status" choices={paymentChoices} alwaysOn />,
  <SelectInput key="shipment_status" source="shipment_status" choices={shipmentChoices} alwaysOn />,
];
