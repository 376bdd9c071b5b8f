import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ResourceDefinitionContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PaymentList from '../../../src/marketplaces/mercadolibre/payments/PaymentList';
import PaymentShow from '../../../src/marketplaces/mercadolibre/payments/PaymentShow';
import { InLocale } from '../support/InLocale';
import { renderInAdmin } from '../support/renderInAdmin';
import { stubScreen } from '../support/screenWidth';
import { credentialStubs, tienda } from './publicationFixtures';

const approved = {
  id: 1,
  payment_id: '3000001',
  marketplace_order_id: '2000001',
  order_id: 41,
  status: 'approved',
  status_detail: 'accredited',
  account_id: tienda.id,
  transaction_amount: 1299,
  marketplace_fee: 168.87,
  shipping_cost: 99,
  taxes_amount: 31.13,
  net_amount: 1000,
  profit: 400,
  date_approved: '2029-05-01T11:00:00Z',
  last_updated: '2029-05-01T12:00:00Z',
};
const refunded = { ...approved, id: 2, payment_id: '3000002', marketplace_order_id: '2000002', order_id: 42, status: 'refunded', status_detail: 'refunded' };
/** A payment whose order has a product without a cost price: its profit is not known. */
const withoutCost = { ...approved, id: 3, payment_id: '3000003', marketplace_order_id: '2000003', order_id: 43, profit: null };
/** A payment whose sale has not become an ERP order yet: there is no sale page to open. */
const withoutOrder = { ...approved, id: 4, payment_id: '3000004', marketplace_order_id: '2000004', order_id: null, profit: null };

const rowOf = (text: string): HTMLElement => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

const payments = [approved, refunded, withoutCost, withoutOrder];

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

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('react-admin-title')?.remove();
});

const showSheet = (locale: string, id: number) => {
  document.body.appendChild(Object.assign(document.createElement('div'), { id: 'react-admin-title' }));
  return showPayments(
    locale,
    <Routes>
      <Route path="/mercadolibre/pagos/:id/show" element={<PaymentShow />} />
    </Routes>,
    `/mercadolibre/pagos/${id}/show`,
  );
};

/** Each line of the settlement as its label and amount read together. */
const linesOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => (row.textContent ?? '').replace(/\s+/g, ' '));

describe('the MercadoLibre payments list', () => {
  it.each([
    ['es', ['Aprobado', 'Acreditado'], ['Devuelto', 'Dinero devuelto'], '$1,000.00 MXN'],
    ['en', ['Approved', 'Credited'], ['Refunded', 'Money returned'], '$1,000.00 MXN'],
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
    expect(profitCell('3000001')).toHaveTextContent('$400.00 MXN');
  });

  it('shows a dash for it on its sheet, says why, and works out no product cost', async () => {
    showSheet('es', 3);
    const settlement = await screen.findByRole('table', { name: 'Liquidación' });
    await waitFor(() => expect(linesOf(settlement).at(-1)).toBe('Ganancia—'));
    expect(linesOf(settlement).some((line) => line.startsWith('Costo de los productos'))).toBe(false);
    expect(screen.getByText('La ganancia no se conoce: falta el pedido o el costo de algún producto')).toBeInTheDocument();
  });
});

describe('a MercadoLibre payment and the sale it pays', () => {
  it("links each payment's sale to the sale's own page, by the sale's record (its ERP order), in the list", async () => {
    showPayments('es');
    await screen.findByText('3000001');
    const sale = await within(rowOf('3000001')).findByRole('link', { name: '2000001' });
    expect(sale).toHaveAttribute('href', '/mercadolibre/ventas/41/show');
    // A sale not yet an ERP order has no page: its id is text.
    expect(within(rowOf('3000004')).getByText('2000004').closest('a')).toBeNull();
  });

  it.each([
    ['es', 'Pago 3000001', 'Venta 2000001 · ML-41', 'Aprobado · $1,000.00 MXN', 'Venta 2000004'],
    ['en', 'Payment 3000001', 'Sale 2000001 · ML-41', 'Approved · $1,000.00 MXN', 'Sale 2000004'],
  ])('%s: on a phone, a card is titled by the payment and names the sale and order it pays', async (locale, title, sale, statusAndNet, saleWithoutOrder) => {
    stubScreen('phone');
    showPayments(locale);
    const card = (await screen.findByText(title)).closest('a') as HTMLElement;
    expect(card).toHaveAttribute('href', '/mercadolibre/pagos/1/show');
    await waitFor(() => expect(card).toHaveTextContent(`${title}${sale}${statusAndNet}`));
    // Without an ERP order the card still names the sale.
    expect(screen.getByText(saleWithoutOrder)).toBeInTheDocument();
  });

  it.each([
    [
      'es',
      'Pago 3000001',
      [
        'Importe$1,299.00 MXN',
        'Comisión-$168.87 MXN',
        'Envío-$99.00 MXN',
        'Impuestos-$31.13 MXN',
        'Neto$1,000.00 MXN',
        'Costo de los productos-$600.00 MXN',
        'Ganancia$400.00 MXN',
      ],
    ],
    [
      'en',
      'Payment 3000001',
      [
        'Amount$1,299.00 MXN',
        'Fee-$168.87 MXN',
        'Shipping-$99.00 MXN',
        'Taxes-$31.13 MXN',
        'Net$1,000.00 MXN',
        'Cost of the products-$600.00 MXN',
        'Profit$400.00 MXN',
      ],
    ],
  ])('%s: the sheet is titled by the payment, reads its money as a settlement and links its sale', async (locale, title, settlementLines) => {
    showSheet(locale, 1);
    const settlement = await screen.findByRole('table', { name: locale === 'es' ? 'Liquidación' : 'Settlement' });
    expect(linesOf(settlement)).toEqual(settlementLines);
    expect(document.getElementById('react-admin-title')).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: '2000001' })).toHaveAttribute('href', '/mercadolibre/ventas/41/show');
    expect(await screen.findByRole('link', { name: 'ML-41' })).toHaveAttribute('href', expect.stringContaining('/pedidos/41'));
  });
});
