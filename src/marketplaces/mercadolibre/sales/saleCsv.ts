import { type Exporter, type RaRecord, type TranslateFunction } from 'react-admin';
import { downloadSpreadsheet, recordsToCsv, spreadsheetMoment } from '../../../schema-ui/listExporter';
import { paymentWord, saleWord, shipmentDateLines, shipmentWords } from './saleWords';

const columns = [
  'marketplace_order_id',
  'buyer_nickname',
  'channel_account_id',
  'payment_status',
  'order_tags',
  'shipment_status',
  'logistic_type',
  'shipment_dates',
  'total_paid',
  'datec',
] as const;

/**
 * The sales as the screen shows them, in the reader's language: statuses, tags and logistic type as
 * words (a spreadsheet has no catalogue to read codes with), the account by its nickname.
 */
export const saleCsvExporter =
  (translate: TranslateFunction, locale: string, accountName: (id: unknown) => string): Exporter =>
  (records: RaRecord[]) => {
    const label = (column: string) => translate(`resources.mercadolibre/ventas.fields.${column}`);
    const rows = records.map((record) => {
      const words: Record<(typeof columns)[number], unknown> = {
        marketplace_order_id: record.marketplace_order_id,
        buyer_nickname: record.buyer_nickname,
        channel_account_id: accountName(record.channel_account_id),
        payment_status: record.payment_status ? paymentWord(translate, String(record.payment_status)) : '',
        order_tags: ((record.order_tags ?? []) as string[]).map((tag) => saleWord(translate, 'tags', tag)).join(', '),
        shipment_status: shipmentWords(translate, record.shipment_status, record.shipment_substatus),
        logistic_type: record.logistic_type ? saleWord(translate, 'logistic_types', String(record.logistic_type)) : '',
        shipment_dates: shipmentDateLines(translate, locale, record.shipment_dates).join('; '),
        total_paid: record.total_paid,
        datec: spreadsheetMoment(record.datec),
      };
      return Object.fromEntries(columns.map((column) => [label(column), words[column]]));
    });
    downloadSpreadsheet(recordsToCsv(rows as RaRecord[], columns.map(label)), translate('app.mercadolibre.sales.csv_name'));
  };
