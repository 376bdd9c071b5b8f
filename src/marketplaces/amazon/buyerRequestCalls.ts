import type { Identifier } from 'react-admin';
import { amazonBuyerRequests } from '../../../resources/amazon/buyerRequests';
import type { HttpClient } from '../../providers/httpClient';

type StoredRequest = Record<string, unknown> & { id: Identifier };

/** The named dataProvider methods of the Amazon buyer requests; one request each. */
export interface BuyerRequestCalls {
  /** Writes to the buyer about the order through Amazon; resolves to the request as now stored (answered). */
  answerBuyerRequest(id: Identifier, text: string): Promise<StoredRequest>;
  /** Accepts the buyer's cancellation: the ERP order is cancelled and its stock given back. */
  acceptBuyerCancel(id: Identifier): Promise<StoredRequest>;
}

const stored = (json: Record<string, unknown>): StoredRequest => ({ ...json, id: json.id as Identifier });

export const createBuyerRequestCalls = (http: HttpClient): BuyerRequestCalls => ({
  async answerBuyerRequest(id, text) {
    return stored((await http.request<Record<string, unknown>>(`/${amazonBuyerRequests.path}${id}/answer`, { method: 'POST', body: { text } })).json);
  },
  async acceptBuyerCancel(id) {
    return stored((await http.request<Record<string, unknown>>(`/${amazonBuyerRequests.path}${id}/accept_cancel`, { method: 'POST' })).json);
  },
});
