import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden } from './apiErrors';
import { sellerSkuOf } from './itemBuilder';
import { callerOf } from './requestGuard';
import type { MercadoLibreRuntime } from './runtime';
import type { Item } from './types';

type SearchQuery = Record<string, string | undefined>;

const sorts: Record<string, { name: string; compare: (a: Item, b: Item) => number }> = {
  stop_time_asc: {
    name: 'Finalización más cercana',
    compare: (a, b) => String(a.body.stop_time).localeCompare(String(b.body.stop_time)) || a.id.localeCompare(b.id),
  },
  start_time_desc: {
    name: 'Publicación más reciente',
    compare: (a, b) => String(b.body.start_time).localeCompare(String(a.body.start_time)) || b.id.localeCompare(a.id),
  },
  last_updated_desc: {
    name: 'Modificación más reciente',
    compare: (a, b) => String(b.body.last_updated).localeCompare(String(a.body.last_updated)) || b.id.localeCompare(a.id),
  },
  price_asc: { name: 'Menor precio', compare: (a, b) => a.price - b.price || a.id.localeCompare(b.id) },
  price_desc: { name: 'Mayor precio', compare: (a, b) => b.price - a.price || a.id.localeCompare(b.id) },
};

function matching(items: Iterable<Item>, sellerId: number, query: SearchQuery): Item[] {
  return [...items].filter(
    (item) =>
      item.sellerId === sellerId &&
      (!query.status || query.status.split(',').includes(item.status)) &&
      (!query.sub_status || query.sub_status.split(',').some((sub) => item.subStatus.includes(sub))) &&
      (!query.listing_type_id || item.listingTypeId === query.listing_type_id) &&
      (!query.sku || item.body.seller_custom_field === query.sku) &&
      (!query.seller_sku || sellerSkuOf(item) === query.seller_sku),
  );
}

function pageSize(raw: string | undefined): number {
  const limit = raw === undefined ? 50 : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw badRequest(`Invalid limit ${raw}: it must be between 1 and 100`);
  return limit;
}

/** `GET /users/{id}/items/search`: offset paging within the first 1,000 results, `search_type=scan` beyond. */
export function registerSellerItemSearch(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  const { state } = runtime;
  app.get<{ Params: { id: string }; Querystring: SearchQuery }>('/users/:id/items/search', async (request) => {
    const sellerId = Number(request.params.id);
    if (callerOf(request).userId !== sellerId) throw forbidden(`Caller is not allowed to search items of user ${request.params.id}`);
    const query = request.query;
    const sortId = query.orders ?? 'stop_time_asc';
    const sort = sorts[sortId];
    if (!sort) throw badRequest(`Invalid orders ${sortId}`);
    const limit = pageSize(query.limit);
    const common = {
      seller_id: String(sellerId),
      query: null,
      orders: [{ id: sortId, name: sort.name }],
      available_orders: Object.entries(sorts).map(([id, { name }]) => ({ id, name })),
    };

    if (query.search_type === 'scan' || query.scroll_id) {
      // Mixing scroll and offset is refused by the real API.
      if (query.offset !== undefined) throw badRequest('offset can not be used with search_type=scan or scroll_id');
      let scroll = query.scroll_id ? state.scrolls.get(query.scroll_id) : undefined;
      if (query.scroll_id && (!scroll || scroll.sellerId !== sellerId || scroll.expiresAt <= state.now())) {
        throw badRequest(`scroll_id ${query.scroll_id} is invalid or expired`, 'invalid_scroll_id');
      }
      if (!scroll) {
        const itemIds = matching(state.items.values(), sellerId, query)
          .sort(sort.compare)
          .map((item) => item.id);
        scroll = { id: `${state.randomToken(24)}`, sellerId, itemIds, position: 0, expiresAt: 0 };
        state.scrolls.set(scroll.id, scroll);
      }
      scroll.expiresAt = state.now() + state.settings.scrollSeconds * 1000;
      const results = scroll.itemIds.slice(scroll.position, scroll.position + limit);
      scroll.position += results.length;
      return { ...common, scroll_id: scroll.id, paging: { total: scroll.itemIds.length, limit }, results };
    }

    const offset = query.offset === undefined ? 0 : Number(query.offset);
    if (!Number.isInteger(offset) || offset < 0) throw badRequest(`Invalid offset ${query.offset}`);
    if (offset + limit > 1000) throw badRequest('The offset window is limited to the first 1000 results; use search_type=scan');
    const found = matching(state.items.values(), sellerId, query).sort(sort.compare);
    return { ...common, paging: { limit, offset, total: found.length }, results: found.slice(offset, offset + limit).map((item) => item.id) };
  });
}
