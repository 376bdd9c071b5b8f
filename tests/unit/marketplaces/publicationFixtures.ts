import type { MarketplaceAccount } from '../../../src/marketplaces/credentialCalls';

export const published = {
  id: 11,
  product_id: 101,
  title: 'Tenis running azul',
  sold_quantity: 3,
  status: 'published',
  sku: 'SKU-AZUL',
  ml_id: 'MLM1000000011',
  link: 'https://articulo.mercadolibre.com.mx/MLM-1000000011-tenis-running-azul-_JM',
  thumbnail: 'https://http2.mlstatic.com/D_1000000011-1-MLM-I.jpg',
  price: 1299,
  available_quantity: 7,
  listing_type_id: 'gold_special',
  sync_state: 'in_sync',
};
export const paused = { id: 12, product_id: 102, title: 'Mochila urbana', sold_quantity: 0, status: 'paused', sku: 'SKU-MOCH' };
export const draft = { id: 13, product_id: 103, title: 'Gorra bordada', sold_quantity: 0, status: 'to_be_published', sku: 'SKU-GORRA' };

export const tienda: MarketplaceAccount = {
  id: 1,
  marketplace: 'mercadolibre',
  user_id: 5001,
  User_id: 5001,
  nickname: 'TIENDA_MX',
  site_id: 'MLM',
  active: true,
  status: 'connected',
  status_reason: null,
  expires_at: '2030-01-01T12:00:00Z',
  last_refresh_at: '2029-12-31T18:00:00Z',
  created_at: '2029-01-01T00:00:00Z',
};

export const outlet: MarketplaceAccount = {
  ...tienda,
  id: 2,
  user_id: 5002,
  User_id: 5002,
  nickname: 'OUTLET_MX',
  active: false,
  status: 'revoked',
  status_reason: 'El vendedor revocó el acceso de la aplicación',
};

/** The credential calls of the start-up loading, answering MercadoLibre accounts and nothing else. */
export const credentialStubs = (accounts: MarketplaceAccount[] = [tienda]) => ({
  getCredentials: (marketplace: string) => Promise.resolve(marketplace === 'mercadolibre' ? accounts : []),
  getAccountUserInfo: (id: number) => Promise.resolve({ User_id: 5000 + id, id: 5000 + id, nickname: `SELLER_${id}`, site_id: 'MLM' }),
});
