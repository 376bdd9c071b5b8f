import { labelUnavailableCode } from '../../../resources/mercadolibre/messages';
import { ApiError } from '../../http/errors';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import type { MercadoLibreOrder } from './orderSaleMapping';
import type { MercadoLibreSale } from './saleLookup';

interface LabelShipment {
  status?: string;
  logistic?: { mode?: string; type?: string | null } | null;
}

const unavailable = (message: string) => new ApiError(409, labelUnavailableCode, message);

/**
 * The sale's shipping label as MercadoLibre prints it (a PDF). MercadoLibre offers one only for a
 * Mercado Envíos shipment it does not ship itself (not Full) that is ready to ship; otherwise the
 * answer says why, without asking for the label.
 */
export async function saleLabelPdf(feature: MercadoLibreFeature, sale: MercadoLibreSale): Promise<Buffer> {
  const accountId = Number(sale.account.id);
  const read = <T>(path: string) => feature.connector.request<T>(accountId, { method: 'GET', path });
  const order = await read<MercadoLibreOrder>(`/orders/${sale.marketplaceOrderIds[0]}`);
  const shipmentId = order.shipping?.id;
  if (!shipmentId) throw unavailable('La venta no tiene envío de Mercado Envíos').worded('sale_without_shipment');
  const shipment = await read<LabelShipment>(`/shipments/${shipmentId}`);
  if (shipment.logistic?.mode !== 'me2' || shipment.logistic?.type === 'fulfillment')
    throw unavailable('Mercado Libre no ofrece etiqueta para este tipo de envío').worded('label_not_offered');
  if (shipment.status !== 'ready_to_ship') throw unavailable('La etiqueta solo está disponible con el envío listo para enviar').worded('label_not_ready');
  return feature.connector.request<Buffer>(accountId, {
    method: 'GET',
    path: '/shipment_labels',
    query: { shipment_ids: String(shipmentId), response_type: 'pdf' },
    binary: true,
  });
}
