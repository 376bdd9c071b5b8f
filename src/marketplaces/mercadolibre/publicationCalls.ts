import type { Identifier } from 'react-admin';
import {
  mercadoLibreApi,
  type BulkAnswer,
  type LinkBySkuAnswer,
  type PublicationBulkAction,
  type PublicationHistoryAnswer,
  type ValidationAnswer,
} from '../../../resources/mercadolibre';
import type { HttpClient } from '../../providers/httpClient';

/** A publication as the API answers it (resources/mercadolibre/publications.ts), keyed by `id`. */
export type PublicationRecord = Record<string, unknown> & { id: Identifier };

/** The named dataProvider methods of the MercadoLibre publication calls; each is one request. */
export interface PublicationCalls {
  validateNew(productId: Identifier, images?: string[]): Promise<ValidationAnswer>;
  validate(id: Identifier): Promise<ValidationAnswer>;
  publish(id: Identifier): Promise<PublicationRecord>;
  pause(id: Identifier): Promise<PublicationRecord>;
  resume(id: Identifier): Promise<PublicationRecord>;
  close(id: Identifier): Promise<PublicationRecord>;
  deleteOnMercadoLibre(id: Identifier): Promise<PublicationRecord>;
  importById(mlId: string): Promise<PublicationRecord>;
  importAll(userId: number): Promise<BulkAnswer>;
  validateNewMany(productIds: Identifier[]): Promise<BulkAnswer>;
  validateMany(ids: Identifier[]): Promise<BulkAnswer>;
  publishMany(ids: Identifier[]): Promise<BulkAnswer>;
  pauseMany(ids: Identifier[]): Promise<BulkAnswer>;
  resumeMany(ids: Identifier[]): Promise<BulkAnswer>;
  deleteManyOnMercadoLibre(ids: Identifier[]): Promise<BulkAnswer>;
  deleteManyHere(ids: Identifier[]): Promise<BulkAnswer>;
  getPublicationHistory(id: Identifier, query: { page: number; size: number }): Promise<PublicationHistoryAnswer>;
  /** The category the seller chose for a publication not listed yet (the next validation uses it). */
  setCategory(id: Identifier, categoryId: string): Promise<PublicationRecord>;
  /** Links the publication to a product (null unlinks it). */
  linkToProduct(id: Identifier, productId: Identifier | null): Promise<PublicationRecord>;
  linkManyBySku(ids: Identifier[]): Promise<LinkBySkuAnswer>;
  linkManyToProduct(ids: Identifier[], productId: Identifier): Promise<{ linked: number[] }>;
}

const base = `/${mercadoLibreApi.publications}`;

const withId = <T extends Record<string, unknown>>(record: T): T & { id: Identifier } => ({ ...record, id: record.id as Identifier });

export const createPublicationCalls = (http: HttpClient): PublicationCalls => {
  const action = async (id: Identifier, name: string) => withId((await http.request<Record<string, unknown>>(`${base}${id}/${name}`)).json);
  const bulk = async (name: PublicationBulkAction, ids: Identifier[]) =>
    (await http.request<BulkAnswer>(`${base}${name}`, { method: 'POST', body: ids.map((id) => ({ publicationId: Number(id) })) })).json;

  return {
    async validateNew(productId, images) {
      const body = { productId: Number(productId), ...(images ? { images } : {}) };
      return (await http.request<ValidationAnswer>(`${base}validate`, { method: 'POST', body })).json;
    },
    async validate(id) {
      return (await http.request<ValidationAnswer>(`${base}${id}/validate`)).json;
    },
    publish: (id) => action(id, 'publish'),
    pause: (id) => action(id, 'pause'),
    resume: (id) => action(id, 'resume'),
    close: (id) => action(id, 'close'),
    async deleteOnMercadoLibre(id) {
      return withId((await http.request<Record<string, unknown>>(`${base}${id}/mercadolibre`, { method: 'DELETE' })).json);
    },
    async importById(mlId) {
      const path = `${base}import?${new URLSearchParams({ id: mlId.trim() })}`;
      return withId((await http.request<Record<string, unknown>>(path, { method: 'POST' })).json);
    },
    async importAll(userId) {
      return (await http.request<BulkAnswer>(`${base}importAll/${userId}`)).json;
    },
    async validateNewMany(productIds) {
      const body = productIds.map((productId) => ({ productId: Number(productId) }));
      return (await http.request<BulkAnswer>(`${base}validate_multiple`, { method: 'POST', body })).json;
    },
    validateMany: (ids) => bulk('validate_existent_multiple', ids),
    publishMany: (ids) => bulk('publish_multiple', ids),
    pauseMany: (ids) => bulk('pause_multiple', ids),
    resumeMany: (ids) => bulk('resume_multiple', ids),
    deleteManyOnMercadoLibre: (ids) => bulk('delete_multiple_mercadolibre', ids),
    deleteManyHere: (ids) => bulk('delete_multiple', ids),
    async setCategory(id, categoryId) {
      return withId((await http.request<Record<string, unknown>>(`${base}${id}`, { method: 'PUT', body: { category_id: categoryId } })).json);
    },
    async linkToProduct(id, productId) {
      const body = { product_id: productId === null ? null : Number(productId) };
      return withId((await http.request<Record<string, unknown>>(`${base}${id}`, { method: 'PUT', body })).json);
    },
    async linkManyBySku(ids) {
      const body = ids.map((id) => ({ publicationId: Number(id) }));
      return (await http.request<LinkBySkuAnswer>(`${base}link_by_sku`, { method: 'POST', body })).json;
    },
    async linkManyToProduct(ids, productId) {
      const body = { productId: Number(productId), publicationIds: ids.map(Number) };
      return (await http.request<{ linked: number[] }>(`${base}link_to_product`, { method: 'POST', body })).json;
    },
    async getPublicationHistory(id, { page, size }) {
      const query = new URLSearchParams({ page: String(page), size: String(size) });
      return (await http.request<PublicationHistoryAnswer>(`${base}${id}/history?${query}`)).json;
    },
  };
};
