import type { HttpClient } from '../providers/httpClient';

export interface Health {
  readonly status: string;
  readonly version: string;
  readonly database: 'sqlite' | 'postgres';
  readonly uptime_seconds: number;
}

export interface SystemCalls {
  getHealth(): Promise<Health>;
}

export const createSystemCalls = (http: HttpClient): SystemCalls => ({
  async getHealth() {
    const { json } = await http.request<Health>('/api/system/health');
    return json;
  },
});
