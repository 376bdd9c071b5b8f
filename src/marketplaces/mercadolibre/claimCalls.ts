import type { Identifier } from 'react-admin';
import type { ClaimActionBody } from '../../../resources/mercadolibre/claimActionForms';
import { type ClaimMessage, type ClaimMessageReceiver, mercadoLibreClaims, type PerformedClaimAction } from '../../../resources/mercadolibre/claims';
import type { HttpClient } from '../../providers/httpClient';

type StoredClaim = Record<string, unknown> & { id: Identifier };

/** The named dataProvider methods of the MercadoLibre claims; one request each. */
export interface ClaimCalls {
  /** Performs an action MercadoLibre offers on the claim; resolves to the claim as now stored. */
  performClaimAction(id: Identifier, action: PerformedClaimAction, body?: ClaimActionBody): Promise<StoredClaim>;
  /** Sends a file to the claim; resolves to the name MercadoLibre gave it (what shipping evidence refers to). */
  sendClaimAttachment(id: Identifier, fileName: string, contentBase64: string): Promise<{ filename: string; claim: StoredClaim }>;
  /** The claim's thread, oldest first, as MercadoLibre has it. */
  claimMessages(id: Identifier): Promise<ClaimMessage[]>;
  sendClaimMessage(id: Identifier, receiver: ClaimMessageReceiver, message: string): Promise<StoredClaim>;
  /** The seller's decision about a returned product: back into stock or not. */
  decideClaimRestock(id: Identifier, restock: boolean): Promise<StoredClaim>;
}

const base = `/${mercadoLibreClaims.path}`;

export const createClaimCalls = (http: HttpClient): ClaimCalls => ({
  async performClaimAction(id, action, body = {}) {
    return (await http.request<StoredClaim>(`${base}${id}/actions/${action}`, { method: 'POST', body })).json;
  },
  async sendClaimAttachment(id, fileName, contentBase64) {
    const body = { file_name: fileName, content_base64: contentBase64 };
    return (await http.request<{ filename: string; claim: StoredClaim }>(`${base}${id}/attachments`, { method: 'POST', body })).json;
  },
  async claimMessages(id) {
    return (await http.request<ClaimMessage[]>(`${base}${id}/messages`)).json;
  },
  async sendClaimMessage(id, receiver, message) {
    return (await http.request<StoredClaim>(`${base}${id}/messages`, { method: 'POST', body: { receiver_role: receiver, message } })).json;
  },
  async decideClaimRestock(id, restock) {
    return (await http.request<StoredClaim>(`${base}${id}/restock`, { method: 'POST', body: { restock } })).json;
  },
});
