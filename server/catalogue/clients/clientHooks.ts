import type { ResourceHooks } from '../../crud/hooks';

/** RFCs are kept in capitals, as the tax authority writes them, so uniqueness ignores case. */
export const clientHooks = (): ResourceHooks => ({
  beforeWrite: async (data) => (typeof data.rfc === 'string' ? { ...data, rfc: data.rfc.toUpperCase() } : data),
});
