import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ResourceDefinitionContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PaymentList from '../../../src/marketplaces/mercadolibre/payments/PaymentList';
import PaymentShow from '../../../src/marketplaces/mercadolibre/payments/PaymentShow';
import { InLocale } from '../support/InLocale';
import { renderInAdmin } from '../support/renderInAdmin';
import { credentialStubs } from './publicationFixtures';

const approved = {
  id: 1,
  payment_id: '3000001',
  marketplace_order_id: '2000001',
  order_id: 41,
  status: 'approved',
  status_detail: 'accredited',
  transaction_amount: 1299,
  marketplace_fee: 168.87,
  net_amount: 1130.13,
  profit: 530.13,
  last_updated: '2029-05-01T12:00:00Z',
};
const refunded = { ...approved, id: 2, payment_id: '3000002', marketplace_order_id: '2000002', order_id: 42, status: 'refunded', status_detail: 'refunded' };
/** A payment whose order has a product without a cost price: its profit is not known. */
const withoutCost = { ...approved, id: 3, payment_id: '3000003', marketplace_order_id: '2000003', order_id: 43, profit: null };

const rowOf = (text: string): HTMLElement => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

const payments = [approved, refunded, withoutCost];

const showPayments = (locale: string, screenUi: ReactNode = <PaymentList />, path = '/') =>
  renderInAdmin(
    <InLocale locale={locale}>
      <ResourceDefinitionContextProvider definitions={{ pedidos: { name: 'pedidos', hasList: true, hasEdit: true, hasShow: true } }}>
        {screenUi}
      </ResourceDefinitionContextProvider>
    </InLocale>,
    {
      resource: 'mercadolibre/pagos',
      path,
      dataProvider: {
        getList: () => Promise.resolve({ data: payments, total: payments.length }) as never,
        getOne: (_resource: string, { id }: { id: unknown }) => Promise.resolve({ data: payments.find((payment) => payment.id === Number(id)) }) as never,
        getMany: (resource: string, { ids }: { ids: unknown[] }) =>
          Promise.resolve({ data: resource === 'pedidos' ? ids.map((id) => ({ id, ref: `ML-${String(id)}` })) : [] }) as never,
        ...credentialStubs(),
      },
    },
  );

describe('the MercadoLibre payments list', () => {
  it.each([
    ['es', ['Aprobado', 'Acreditado'], ['Devuelto', 'Dinero devuelto'], '$1,130.13 MXN'],
    ['en', ['Approved', 'Credited'], ['Refunded', 'Money returned'], '$1,130.13 MXN'],
  ])('%s: statuses and details as words, amounts as money, each payment its ERP order', async (locale, approvedWords, refundedWords, net) => {
    showPayments(locale);
    await waitFor(() => expect(within(rowOf('3000001')).getByText(approvedWords[0])).toBeInTheDocument());
    for (const word of approvedWords) expect(within(rowOf('3000001')).getByText(word)).toBeInTheDocument();
    for (const word of refundedWords) expect(within(rowOf('3000002')).getByText(word)).toBeInTheDocument();
    expect(within(rowOf('3000001')).getByText(net)).toBeInTheDocument();
    const order = await within(rowOf('3000001')).findByText('ML-41');
    expect(order.closest('a')).toHaveAttribute('href', expect.stringContaining('/pedidos/41'));
    for (const code of ['approved', 'accredited', 'refunded']) expect(screen.queryByText(code)).not.toBeInTheDocument();
  });
});

describe('a MercadoLibre payment whose profit is not known (a product without its cost)', () => {
  it('shows a dash for it in the list, not an empty cell', async () => {
    showPayments('es');
    await waitFor(() => expect(rowOf('3000003')).toBeInTheDocument());
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    const profitCell = (payment: string) => within(rowOf(payment)).getAllByRole('cell')[headers.indexOf('Ganancia')];
    expect(profitCell('3000003')).toHaveTextContent(/^—$/);
    expect(profitCell('3000001')).toHaveTextContent('$530.13 MXN');
  });

  it('shows a dash for it on its sheet', async () => {
    showPayments(
      'es',
      <Routes>
        <Route path="/mercadolibre/pagos/:id/show" element={<PaymentShow />} />
      </Routes>,
      '/mercadolibre/pagos/3/show',
    );
    await waitFor(() => expect(document.querySelector('.ra-field-profit')).toHaveTextContent(/^Ganancia—$/));
  });
});
