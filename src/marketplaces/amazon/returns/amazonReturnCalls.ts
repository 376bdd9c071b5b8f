import type { Identifier } from 'react-admin';
import { type AmazonReturn, amazonReturns } from '../../../../resources/amazon/returns';
import type { HttpClient } from '../../../providers/httpClient';

/** The returns' call beyond the generic list and read. */
export interface AmazonReturnCalls {
  /** Once Amazon closed the return: its units back on the shelf (true) or not; asked once. */
  decideAmazonReturnRestock(id: Identifier, restock: boolean): Promise<AmazonReturn>;
}

export const createAmazonReturnCalls = (http: HttpClient): AmazonReturnCalls => ({
  async decideAmazonReturnRestock(id, restock) {
    return (await http.request<AmazonReturn>(`/${amazonReturns.path}${id}/restock`, { method: 'POST', body: { restock } })).json;
  },
});
