import type { FieldDeclaration } from '../../types';

const money = { kind: 'number', min: 0, max: 1e12, money: true } as const;
const rate = { kind: 'number', min: 0, max: 100 } as const;
const localTaxType = { kind: 'enum', values: ['0', '1', '2', '3', '4', '5', '6', '7'], default: '0' } as const;

/**
 * Prices and taxes. `price` is before tax and `price_ttc` after it; the server derives one from the
 * other (and from `tva_tx`) according to `price_base_type`, and likewise the minimum prices.
 */
export const pricingFields = {
  price: { ...money, sortable: true, default: 0 },
  price_ttc: { ...money, sortable: true },
  price_min: { ...money, default: 0 },
  price_min_ttc: money,
  price_base_type: { kind: 'enum', values: ['HT', 'TTC'], default: 'HT' },
  price_by_qty: { kind: 'boolean', default: false },
  multiprices_base_type: { kind: 'enum', values: ['HT', 'TTC'], default: 'HT' },
  cost_price: money,
  default_vat_code: { kind: 'string', max: 10 },
  tva_tx: { ...rate, default: 16 },
  recuperableonly: { kind: 'boolean', default: false },
  localtax1_tx: { ...rate, default: 0 },
  localtax1_type: localTaxType,
  localtax2_tx: { ...rate, default: 0 },
  localtax2_type: localTaxType,
  gain: { kind: 'number', min: -1e12, max: 1e12 },
  exentoiva: { kind: 'boolean', default: false },
  desc_max: rate,
  date_lim_discount: { kind: 'date' },
  temp_discount: rate,
  precio_temp: money,
  gain_temp: { kind: 'number', min: -1e12, max: 1e12 },
  cost_price_temp: money,
  price_autogen: { kind: 'boolean', default: false },
  fk_price_expression: { kind: 'integer', min: 0 },
} satisfies Record<string, FieldDeclaration>;
