import type { FieldDeclaration } from '../../types';

const accountingCode = { kind: 'string', max: 32 } as const;

/** How the product is identified outside: link, barcode, part number, accounting codes. */
export const codeFields = {
  url: { kind: 'string', max: 255, pattern: '^https?://\\S+$' },
  barcode: { kind: 'string', max: 128, sortable: true },
  fk_barcode_type: { kind: 'integer', min: 0 },
  partnumber: { kind: 'string', max: 64 },
  accountancy_code_sell: accountingCode,
  accountancy_code_sell_intra: accountingCode,
  accountancy_code_sell_export: accountingCode,
  accountancy_code_buy: accountingCode,
} satisfies Record<string, FieldDeclaration>;
