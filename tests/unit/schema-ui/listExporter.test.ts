import { downloadCSV, type FetchRelatedRecords } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orders } from '../../../resources/catalogue';
import { i18nProvider } from '../../../src/appProviders';
import { claimsExporter } from '../../../src/marketplaces/mercadolibre/claims/claimsResource';
import { listExporter } from '../../../src/schema-ui/listExporter';

vi.mock('react-admin', async (original) => ({ ...(await original<typeof import('react-admin')>()), downloadCSV: vi.fn() }));
afterEach(() => vi.useRealTimers());

const order = { id: 12, ref: 'PED-000012', client_id: 3, status: 'validated', channel: 'mercadolibre', total: 1299.5, datec: '2026-11-21T03:00:00.000Z' };

describe("a declared list's CSV export", () => {
  it("writes the columns as the screen names them, choices in words and a reference by its title, numbers as they are, a moment on the seller's clock, in a file named after the list and the seller's day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T03:30:00.000Z'));
    const fetchRelatedRecords = vi.fn(async () => ({ 3: { id: 3, name: 'Miguel Soto' } })) as unknown as FetchRelatedRecords;
    await listExporter(orders, i18nProvider.translate)(
      [order, { ...order, id: 13, ref: 'PED-000013', status: 'draft', channel: null }],
      fetchRelatedRecords,
      {} as never,
      'pedidos',
    );
    expect(fetchRelatedRecords).toHaveBeenCalledWith(expect.any(Array), 'client_id', 'clientes');
    const [csv, name] = vi.mocked(downloadCSV).mock.calls[0]!;
    // Taken on the evening of the 6th in Mexico City, already the 7th in UTC.
    expect(name).toBe('pedidos-2026-12-06');
    expect(csv.split('\r\n')).toEqual([
      '\ufeffID,Referencia,Cliente,Estado,Canal de venta,Total,Fecha',
      '12,PED-000012,Miguel Soto,Validado,Mercado Libre,1299.5,2026-11-20 21:00:00',
      '13,PED-000013,Miguel Soto,Borrador,,1299.5,2026-11-20 21:00:00',
    ]);
  });

  it("writes a MercadoLibre claim's reason in the words its screen shows, an unknown reason as its id", async () => {
    const claim = {
      id: 7,
      ml_id: '5001',
      stage: 'claim',
      status: 'opened',
      next_due_date: '2026-11-22T10:00:00.000Z',
      ml_order_id: '2000001',
      reason_id: 'PDD9551',
      return_status: null,
      date_created: '2026-11-20T10:00:00.000Z',
    };
    await claimsExporter(i18nProvider.translate)(
      [claim, { ...claim, id: 8, ml_id: '5002', reason_id: 'XYZ1' }],
      vi.fn() as never,
      {} as never,
      'mercadolibre/devoluciones',
    );
    const [csv] = vi.mocked(downloadCSV).mock.calls.at(-1)!;
    expect(csv.split('\r\n')).toEqual([
      '\ufeffID,Reclamo,Etapa,Estado,Vence,Venta en Mercado Libre,Motivo,Estado de la devolución,Abierto',
      '7,5001,Reclamo,Abierto,2026-11-22 04:00:00,2000001,Producto diferente o defectuoso,,2026-11-20 04:00:00',
      '8,5002,Reclamo,Abierto,2026-11-22 04:00:00,2000001,XYZ1,,2026-11-20 04:00:00',
    ]);
  });
});
