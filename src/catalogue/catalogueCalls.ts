import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { orders, products } from '../../resources/catalogue';
import type { HttpClient } from '../providers/httpClient';
import { fromWire } from '../providers/recordMapping';

/** The named dataProvider methods of the catalogue beyond the generic calls; each is one request. */
export interface CatalogueCalls {
  /** Takes each line's quantity out of its warehouse; a 409 carries the server's reason (e.g. not enough stock). */
  validateOrder(orderId: Identifier): Promise<RaRecord>;
  /** Cancels a draft, or a validated order whose units go back to their warehouses; a 409 says why not. */
  cancelOrder(orderId: Identifier): Promise<RaRecord>;
  /** "Devolver al stock": a marketplace sale returned gives back the units it took; a 409 says why not. */
  restockOrder(orderId: Identifier): Promise<RaRecord>;
  /** `DELETE api/platform/products/{id}/images/{imageId}`; answers the product's new version. */
  deleteProductImage(productId: Identifier, imageId: string): Promise<string>;
}

export const createCatalogueCalls = (http: HttpClient): CatalogueCalls => ({
  async validateOrder(orderId) {
    const { json } = await http.request<Record<string, unknown>>(`/${orders.path}${orderId}/validate`, { method: 'POST' });
    return fromWire(orders, json);
  },
  async cancelOrder(orderId) {
    const { json } = await http.request<Record<string, unknown>>(`/${orders.path}${orderId}/cancel`, { method: 'POST' });
    return fromWire(orders, json);
  },
  async restockOrder(orderId) {
    const { json } = await http.request<Record<string, unknown>>(`/${orders.path}${orderId}/restock`, { method: 'POST' });
    return fromWire(orders, json);
  },
  async deleteProductImage(productId, imageId) {
    const { json } = await http.request<{ tms: string }>(`/${products.path}${productId}/images/${encodeURIComponent(imageId)}`, { method: 'DELETE' });
    return json.tms;
  },
});

/** The data provider as the catalogue screens use it. */
export type CatalogueDataProvider = DataProvider & CatalogueCalls;
