import { downloadCSV } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/appProviders';
import { saleCsvExporter } from '../../../src/marketplaces/mercadolibre/sales/saleCsv';

vi.mock('react-admin', async (original) => ({ ...(await original<typeof import('react-admin')>()), downloadCSV: vi.fn() }));

const sale = {
  id: 7,
  marketplace_order_id: '2000000007',
  buyer_nickname: 'COMPRADOR_UNO',
  channel_account_id: 1,
  payment_status: 'approved',
  order_tags: ['paid', 'not_delivered'],
  shipment_status: 'ready_to_ship',
  shipment_substatus: 'ready_to_print',
  logistic_type: 'drop_off',
  shipment_dates: { handling: '2026-11-20T10:00:00.000Z' },
  total_paid: 1798,
  datec: '2026-11-21T03:00:00.000Z',
};

describe('the sales CSV', () => {
  it("writes the sales as the screen shows them: headers, statuses, tags and logistic type as words, the account by its nickname, the sale's moment on the seller's clock", async () => {
    await saleCsvExporter(i18nProvider.translate, 'es', (id) => (id === 1 ? 'TIENDA_MX' : ''))([sale], vi.fn(), {} as never, 'mercadolibre/ventas');
    const [csv, name] = vi.mocked(downloadCSV).mock.calls[0];
    const [header, row] = csv.split('\r\n');
    expect(name).toMatch(/^ventas-mercadolibre-\d{4}-\d{2}-\d{2}$/);
    expect(header).toBe('\ufeffVenta,Comprador,Cuenta,Pago,Etiquetas,Envío,Logística,Fechas del envío,Pagado,Fecha');
    expect(row).toContain(
      '2000000007,COMPRADOR_UNO,TIENDA_MX,Aprobado,"Pagada, Sin entregar",Listo para enviar · Etiqueta por imprimir,Entrega en agencia,"En preparación: ',
    );
    expect(row).not.toMatch(/ready_to|drop_off|not_delivered|approved/);
    expect(row.endsWith(',1798,2026-11-20 21:00:00')).toBe(true);
  });
});
