import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadCSV } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../src/appProviders';
import AmazonPaymentList from '../../../../src/marketplaces/amazon/payments/AmazonPaymentList';
import { renderInAdmin } from '../../support/renderInAdmin';
import { paidOrder, reimbursement, storageFee } from './amazonPaymentRows';

vi.mock('react-admin', async (original) => ({ ...(await original<typeof import('react-admin')>()), downloadCSV: vi.fn() }));

afterEach(() => i18nProvider.changeLocale('es'));

describe("the Amazon payments list's CSV export", () => {
  it('says what the screen says of each kind of row: a reimbursement is money received, its net, never a negative fee', async () => {
    const records = [paidOrder, storageFee, reimbursement];
    renderInAdmin(<AmazonPaymentList />, {
      resource: 'amazon/pagos',
      dataProvider: {
        getList: () => Promise.resolve({ data: records, total: records.length }) as never,
        getMany: (_resource: string, { ids }: { ids: unknown[] }) => Promise.resolve({ data: ids.map((id) => ({ id, ref: `AMZ-${String(id)}` })) }) as never,
        getCredentials: () => Promise.resolve([{ id: 1, active: true, name: 'Tienda Amazon MX' }]),
      },
    });
    await screen.findByText('702-0000001-0000001');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await vi.waitFor(() => expect(downloadCSV).toHaveBeenCalled());
    const [csv] = vi.mocked(downloadCSV).mock.calls.at(-1)!;
    expect(csv.split('\r\n')).toEqual([
      '\ufeffID,Venta en Amazon,Cargo o abono de la cuenta,Estado,Neto,Fecha,Importe,Comisiones de Amazon,Reembolsado,Pedido',
      '1,702-0000001-0000001,,Pagado,1105,2026-11-20 04:00:00,1300,195,0,AMZ-41',
      '3,,Almacenamiento en Logística de Amazon,,-120.5,2026-11-20 04:00:00,,120.5,,',
      '4,,Reembolso por inventario perdido o dañado,,249.5,2026-11-20 04:00:00,,,,',
    ]);
  });
});
