import { getFreshAccessToken } from '../providers/httpClient';
import { createXhrUploadTransport } from './xhrUploadTransport';

/** The app's transport: XHR with the bearer token of the http client, refreshed when about to expire. */
export const createAuthorizedUploadTransport = () =>
  createXhrUploadTransport({
    authorize: async (): Promise<Record<string, string>> => {
      const token = await getFreshAccessToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
  });
