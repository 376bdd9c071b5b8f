import { declare } from '../types';

/** Mexican tax id: 3 letters (company) or 4 (person), the date YYMMDD, and a 3-character homoclave. */
export const rfcPattern = '^[A-Za-zÑñ&]{3,4}[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])[A-Za-z0-9]{3}$';

/** A marketplace buyer's identity on the customer made for them: the channel, then the marketplace's buyer id. */
export const channelBuyerKey = (channel: string, buyerId: string) => `${channel}:${buyerId}`;

/** The channel and buyer id a `channelBuyerKey` names; nothing for a customer made here. */
export const buyerOfKey = (key: unknown): { channel: string; buyerId: string } | undefined => {
  if (typeof key !== 'string') return undefined;
  const separator = key.indexOf(':');
  return separator > 0 ? { channel: key.slice(0, separator), buyerId: key.slice(separator + 1) } : undefined;
};

export const clients = declare({
  name: 'clientes',
  table: 'clients',
  path: 'api/erp/clients/',
  key: 'rowid',
  fields: {
    name: { kind: 'string', required: true, max: 255, sortable: true },
    phone: { kind: 'string', max: 30, pattern: '^[0-9+() .-]{7,30}$' },
    email: { kind: 'email', max: 254, sortable: true },
    address: { kind: 'string', max: 255 },
    city: { kind: 'string', max: 128, sortable: true },
    cp: { kind: 'string', max: 5, pattern: '^[0-9]{5}$' },
    rfc: {
      kind: 'string',
      max: 13,
      unique: true,
      pattern: rfcPattern,
      patternMessage: { text: 'RFC no válido: 12 o 13 caracteres (AAA010101AAA)', sentence: 'rfc_invalid' },
    },
    client_code: { kind: 'string', max: 32, unique: true, sortable: true },
    barcode: { kind: 'string', max: 128 },
    state: { kind: 'string', max: 64, filterable: true, sortable: true },
    datec: { kind: 'datetime', readOnly: true, auto: 'createdAt', sortable: true },
    /** A marketplace buyer's identity (`channelBuyerKey`, `mercadolibre:123456`): the customer its sales are upserted into. */
    channel_buyer_key: { kind: 'string', max: 96, unique: true, readOnly: true },
    tms: { kind: 'datetime', readOnly: true, auto: 'updatedAt' },
  },
  // The marketplace buyer last: a sale's customer has often nothing else that tells it from another of its name.
  list: ['name', 'rfc', 'email', 'phone', 'city', 'state', 'channel_buyer_key'],
  card: ['rfc', 'email', 'city', 'channel_buyer_key'],
  search: ['name', 'rfc', 'email', 'client_code', 'barcode'],
  sort: { field: 'name', order: 'ASC' },
  title: 'name',
  // Where their orders are.
  opensSheet: true,
  menu: { section: 'erp', icon: 'people', order: 40 },
});
