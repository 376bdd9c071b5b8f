import { homeSummaryPath, type HomeSummary } from '../../resources/homeSummary';
import type { HttpClient } from '../providers/httpClient';

/** The named dataProvider method of the home page: its figures in one request. */
export interface HomeCalls {
  getHomeSummary(utcOffset: number): Promise<HomeSummary>;
}

export const createHomeCalls = (http: HttpClient): HomeCalls => ({
  async getHomeSummary(utcOffset) {
    const { json } = await http.request<HomeSummary>(`/${homeSummaryPath}?utc_offset=${utcOffset}`);
    return json;
  },
});
