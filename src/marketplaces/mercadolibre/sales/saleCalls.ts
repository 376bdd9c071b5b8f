import { HttpError, type Identifier } from 'react-admin';
import type { SaleConversation, SaleMessage } from '../../../../resources/mercadolibre/messages';
import type { HttpClient } from '../../../providers/httpClient';

/** The named dataProvider methods of a MercadoLibre sale's page; `orderId` is the ERP order the sale became. */
export interface SaleCalls {
  saleConversation(orderId: Identifier): Promise<SaleConversation>;
  /** Sends the seller's message; resolves to it as stored. A blocked conversation rejects with 409 and `body.reason`. */
  sendSaleMessage(orderId: Identifier, message: { text: string; attachments?: string[] }): Promise<SaleMessage>;
  /** Uploads a file for the next message; resolves to MercadoLibre's attachment id. */
  uploadSaleAttachment(orderId: Identifier, file: File): Promise<{ id: string }>;
  /** The shipping label PDF; rejects with the API's reason when MercadoLibre offers none now. */
  saleLabel(orderId: Identifier): Promise<Blob>;
}

const base = (orderId: Identifier) => `/api/mercadolibre/orders/${encodeURIComponent(String(orderId))}`;

export const createSaleCalls = (http: HttpClient): SaleCalls => {
  /** A call whose body or answer is a file, which the JSON client does not carry: same token, same error shape. */
  const fileCall = async (path: string, init: RequestInit): Promise<Response> => {
    const token = await http.currentToken();
    const response = await fetch(path, { ...init, headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new HttpError(body.message ?? response.statusText, response.status, body);
    }
    return response;
  };
  return {
    saleConversation: async (orderId) => (await http.request<SaleConversation>(`${base(orderId)}/messages`)).json,
    sendSaleMessage: async (orderId, message) => (await http.request<SaleMessage>(`${base(orderId)}/messages`, { method: 'POST', body: message })).json,
    async uploadSaleAttachment(orderId, file) {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await fileCall(`${base(orderId)}/messages/attachments`, { method: 'POST', body: form })).json() as Promise<{ id: string }>;
    },
    saleLabel: async (orderId) => (await fileCall(`${base(orderId)}/label`, { method: 'GET' })).blob(),
  };
};
