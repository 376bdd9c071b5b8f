import type { HttpClient } from '../../../providers/httpClient';

/** What the seller tells Amazon about a package that left. */
export interface ShipmentConfirmation {
  carrier: string;
  tracking_number: string;
}

/** The named dataProvider method of an Amazon order's shipment; one request. */
export interface ShipmentConfirmationCalls {
  /** Confirms to Amazon that the order's units left; the ERP order shows it shipped with its tracking number. */
  confirmAmazonShipment(amazonOrderId: string, confirmation: ShipmentConfirmation): Promise<void>;
}

export const createShipmentConfirmationCalls = (http: HttpClient): ShipmentConfirmationCalls => ({
  async confirmAmazonShipment(amazonOrderId, confirmation) {
    await http.request(`/api/amazon/orders/${encodeURIComponent(amazonOrderId)}/confirm_shipment`, { method: 'POST', body: confirmation });
  },
});
