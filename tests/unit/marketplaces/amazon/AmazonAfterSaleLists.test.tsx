import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceDefinitionContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../src/appProviders';
import AmazonPaymentList from '../../../../src/marketplaces/amazon/payments/AmazonPaymentList';
import AmazonPaymentShow from '../../../../src/marketplaces/amazon/payments/AmazonPaymentShow';
import AmazonReturnList from '../../../../src/marketplaces/amazon/returns/AmazonReturnList';
import AmazonReturnShow from '../../../../src/marketplaces/amazon/returns/AmazonReturnShow';
import { renderInAdmin } from '../../support/renderInAdmin';
import { stubScreen } from '../../support/screenWidth';
import { twoAmazonAccounts } from './amazonAccountsSupport';
import { paidOrder, reimbursement, storageFee } from './amazonPaymentRows';
import { defectiveReturn } from './amazonReturnRows';

const refunded = { ...paidOrder, id: 2, amazon_order_id: '702-0000002-0000002', order_id: 42, status: 'refunded', fees: 0, refunded: 1300, net: 0 };

const onItsWay = {
  ...defectiveReturn,
  id: 8,
  rma_id: 'D00000008',
  amazon_order_id: '702-0000003-0000003',
  sku: 'TEN-27',
  reason: 'CR-ORDERED_WRONG_ITEM',
  status: 'Approved',
  refunded_amount: 0,
};

const rowOf = (text: string): HTMLElement => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

/** The start-up's accounts: Amazon's own, named by the seller. */
const getCredentials = (marketplace: string) => Promise.resolve(marketplace === 'amazon' ? [{ id: 1, active: true, name: 'Tienda Amazon MX' }] : []);

const show = (ui: React.ReactNode, resource: string, records: unknown[], path = '/', calls: Record<string, unknown> = {}) => {
  const getList = vi.fn(() => Promise.resolve({ data: records, total: records.length }) as never);
  renderInAdmin(
    <ResourceDefinitionContextProvider definitions={{ pedidos: { name: 'pedidos', hasList: true, hasEdit: true, hasShow: true } }}>
      {ui}
    </ResourceDefinitionContextProvider>,
    {
      resource,
      path,
      dataProvider: {
        getList,
        getOne: (_resource: string, { id }: { id: unknown }) =>
          Promise.resolve({ data: records.find((record) => (record as { id: unknown }).id === Number(id)) }) as never,
        getCredentials,
        getMany: (_resource: string, { ids }: { ids: unknown[] }) => Promise.resolve({ data: ids.map((id) => ({ id, ref: `AMZ-${String(id)}` })) }) as never,
        ...calls,
      },
    },
  );
  return getList;
};

/** Each line of a settlement as its label and amount read together. */
const linesOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => (row.textContent ?? '').replace(/\s+/g, ' '));

/** Where react-admin writes a page's title: the app bar's, absent from a bare screen. */
const showTitle = () => document.body.appendChild(Object.assign(document.createElement('div'), { id: 'react-admin-title' }));

afterEach(async () => {
  vi.unstubAllGlobals();
  document.getElementById('react-admin-title')?.remove();
  await i18nProvider.changeLocale('es');
});

describe('the Amazon payments list', () => {
  it.each([
    ['es', ['Venta en Amazon', 'Estado', 'Neto', 'Fecha', 'Importe', 'Comisiones de Amazon', 'Reembolsado'], 'Pagado', 'Reembolsado'],
    ['en', ['Amazon sale', 'Status', 'Net', 'Date', 'Amount', 'Amazon fees', 'Refunded'], 'Paid', 'Refunded'],
  ])('%s: order, date, gross, fees, net and the status in words', async (locale, headers, paidWord, refundedWord) => {
    await i18nProvider.changeLocale(locale);
    show(<AmazonPaymentList />, 'amazon/pagos', [paidOrder, refunded]);
    expect(await screen.findByText('702-0000001-0000001')).toBeInTheDocument();
    for (const header of headers) expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    const first = rowOf('702-0000001-0000001');
    expect(within(first).getByText(paidWord)).toBeInTheDocument();
    expect(within(first).getByText('$1,300.00 MXN')).toBeInTheDocument();
    expect(within(first).getByText('$195.00 MXN')).toBeInTheDocument();
    expect(within(first).getByText('$1,105.00 MXN')).toBeInTheDocument();
    expect(within(rowOf('702-0000002-0000002')).getAllByText(refundedWord).length).toBeGreaterThan(0);
    expect(await within(first).findByText('AMZ-41')).toBeInTheDocument();
    for (const code of ['paid', 'refunded', 'partially_refunded']) expect(screen.queryByText(code)).not.toBeInTheDocument();
  });

  it.each([
    ['es', 'Cargo o abono de la cuenta', 'Almacenamiento en Logística de Amazon'],
    ['en', 'Account charge or credit', 'Fulfilment by Amazon storage'],
  ])('%s: a charge to the account is a row of its own, its type in words and what it took off the net', async (locale, header, storageWords) => {
    await i18nProvider.changeLocale(locale);
    show(<AmazonPaymentList />, 'amazon/pagos', [paidOrder, storageFee]);
    expect((await screen.findAllByText(header)).length).toBeGreaterThan(0);
    const row = rowOf(storageWords);
    expect(within(row).getByText('-$120.50 MXN')).toBeInTheDocument();
    expect(within(row).getByText('$120.50 MXN')).toBeInTheDocument();
    expect(screen.queryByText('storage')).not.toBeInTheDocument();
  });

  it.each([
    ['es', 'Reembolso por inventario perdido o dañado'],
    ['en', 'Reimbursement for lost or damaged inventory'],
  ])('%s: a reimbursement to the account is money received, under its net, not a negative fee', async (locale, words) => {
    await i18nProvider.changeLocale(locale);
    show(<AmazonPaymentList />, 'amazon/pagos', [storageFee, reimbursement]);
    const row = rowOf(await screen.findByText(words).then((cell) => cell.textContent ?? ''));
    expect(within(row).getByText('$249.50 MXN')).toBeInTheDocument();
    expect(within(row).queryByText('-$249.50 MXN')).not.toBeInTheDocument();
    const feesColumn = screen.getAllByRole('columnheader').findIndex((header) => /Comisiones de Amazon|Amazon fees/.test(header.textContent ?? ''));
    expect(within(row).getAllByRole('cell')[feesColumn]).toHaveTextContent(/^—$/);
    // A charge still shows what Amazon took among the fees.
    expect(
      within(rowOf(locale === 'es' ? 'Almacenamiento en Logística de Amazon' : 'Fulfilment by Amazon storage')).getByText('$120.50 MXN'),
    ).toBeInTheDocument();
  });

  it('on a phone, a charge to the account is a card titled by its type with its net, an order a card titled as its sheet with its status and net', async () => {
    stubScreen('phone');
    show(<AmazonPaymentList />, 'amazon/pagos', [paidOrder, storageFee]);
    // Amounts are spaced as the browser formats them (a no-break space before the currency).
    const lineOf = (card: HTMLElement, line: string) => card.querySelector(`.MuiListItemText-${line}`)?.textContent?.replace(/\s/g, ' ');
    const titleOf = (card: HTMLElement) => lineOf(card, 'primary');
    const secondLineOf = (card: HTMLElement) => lineOf(card, 'secondary');
    const fee = (await screen.findByText('Almacenamiento en Logística de Amazon')).closest('li') as HTMLElement;
    expect([titleOf(fee), secondLineOf(fee)]).toEqual(['Almacenamiento en Logística de Amazon', '-$120.50 MXN']);
    const order = screen.getByText('Pago 702-0000001-0000001').closest('li') as HTMLElement;
    expect([titleOf(order), secondLineOf(order)]).toEqual(['Pago 702-0000001-0000001', 'Pagado · $1,105.00 MXN']);
  });

  it("a refund notification's ?busqueda= becomes the list's search", async () => {
    const getList = show(<AmazonPaymentList />, 'amazon/pagos', [refunded], '/amazon/pagos?busqueda=702-0000002-0000002');
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('amazon/pagos', expect.objectContaining({ filter: expect.objectContaining({ busqueda: '702-0000002-0000002' }) })),
    );
    expect(await screen.findByText('702-0000002-0000002')).toBeInTheDocument();
    expect(screen.getByDisplayValue('702-0000002-0000002')).toBeInTheDocument();
  });

  it.each([
    ['amazon/pagos', <AmazonPaymentList key="payments" />],
    ['amazon/devoluciones', <AmazonReturnList key="returns" />],
  ])("%s reads the records of the marketplace the menu entry names: Amazon's, or Linio's under Linio", async (resource, list) => {
    const getList = show(list, resource, [], `/${resource}?marketplace=linio`);
    await waitFor(() => expect(getList).toHaveBeenCalledWith(resource, expect.objectContaining({ filter: { channel: 'linio' } })));
    expect(getList).not.toHaveBeenCalledWith(resource, expect.objectContaining({ filter: { channel: 'amazon' } }));
  });

  it("filters by account, chosen by its name; a notification's account filter lands filtered", async () => {
    const getList = show(<AmazonPaymentList />, 'amazon/pagos', [paidOrder], `/amazon/pagos?filter=${encodeURIComponent(JSON.stringify({ account_id: 2 }))}`, {
      getCredentials: twoAmazonAccounts,
    });
    await waitFor(() => expect(getList).toHaveBeenCalledWith('amazon/pagos', expect.objectContaining({ filter: { channel: 'amazon', account_id: 2 } })));
    const account = await screen.findByRole('combobox', { name: 'Cuenta' });
    await waitFor(() => expect(account).toHaveTextContent('Outlet Amazon'));
  });

  it('on a phone, each order is a card with its status and net', async () => {
    stubScreen('phone');
    show(<AmazonPaymentList />, 'amazon/pagos', [paidOrder]);
    const title = await screen.findByText('Pago 702-0000001-0000001');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = title.closest('li') as HTMLElement;
    expect(within(card).getByText('Pagado')).toBeInTheDocument();
    expect(within(card).getByText('$1,105.00 MXN')).toBeInTheDocument();
  });
});

describe('the Amazon returns list', () => {
  it.each([
    [
      'es',
      ['Venta en Amazon', 'Producto', 'SKU', 'Cantidad', 'Motivo', 'Estado', 'Fecha'],
      ['Defectuoso o no funciona', 'Recibida y cerrada'],
      ['Pidió el producto equivocado', 'Autorizada, en camino'],
    ],
    [
      'en',
      ['Amazon sale', 'Product', 'SKU', 'Quantity', 'Reason', 'Status', 'Date'],
      ['Defective or does not work', 'Received and closed'],
      ['Ordered the wrong item', 'Authorized, on its way'],
    ],
  ])('%s: order, SKU, product, quantity, reason and status in words, date', async (locale, headers, closedWords, approvedWords) => {
    await i18nProvider.changeLocale(locale);
    show(<AmazonReturnList />, 'amazon/devoluciones', [defectiveReturn, onItsWay]);
    expect(await screen.findByText('LIC-600')).toBeInTheDocument();
    for (const header of headers) expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    const closed = rowOf('LIC-600');
    expect(within(closed).getByText('702-0000002-0000002')).toBeInTheDocument();
    expect(within(closed).getByText('Licuadora de vaso')).toBeInTheDocument();
    expect(within(closed).getByText('2')).toBeInTheDocument();
    for (const word of closedWords) expect(within(closed).getByText(word)).toBeInTheDocument();
    for (const word of approvedWords) expect(within(rowOf('TEN-27')).getByText(word)).toBeInTheDocument();
    for (const code of ['CR-DEFECTIVE', 'Closed', 'Approved']) expect(screen.queryByText(code)).not.toBeInTheDocument();
  });

  it("opens from the home card on the returns to decide, the filter's switch on", async () => {
    const getList = show(
      <AmazonReturnList />,
      'amazon/devoluciones',
      [defectiveReturn],
      `/amazon/devoluciones?filter=${encodeURIComponent('{"to_decide":true}')}`,
    );
    expect(await screen.findByLabelText('Por decidir')).toBeChecked();
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('amazon/devoluciones', expect.objectContaining({ filter: { to_decide: true, channel: 'amazon' } })),
    );
  });

  it('on a phone, each return is a card with its order, status and product', async () => {
    stubScreen('phone');
    show(<AmazonReturnList />, 'amazon/devoluciones', [onItsWay]);
    const title = await screen.findByText('702-0000003-0000003');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = title.closest('li') as HTMLElement;
    expect(within(card).getByText('Autorizada, en camino')).toBeInTheDocument();
    expect(within(card).getByText('Licuadora de vaso')).toBeInTheDocument();
  });

  it('asks once Amazon closed a return whether its units go back on the shelf; a decided or open one asks nothing', async () => {
    const decided = { ...defectiveReturn, id: 9, rma_id: 'D00000009', sku: 'CAF-12', restock_decision: 'not_restocked' };
    const decideAmazonReturnRestock = vi.fn(() => Promise.resolve({ ...defectiveReturn, restock_decision: 'restocked' }));
    show(<AmazonReturnList />, 'amazon/devoluciones', [defectiveReturn, onItsWay, decided], '/', { decideAmazonReturnRestock });
    await screen.findByText('LIC-600');
    expect(within(rowOf('TEN-27')).queryByRole('button', { name: 'Devolver al stock' })).not.toBeInTheDocument();
    expect(within(rowOf('CAF-12')).queryByRole('button', { name: 'Devolver al stock' })).not.toBeInTheDocument();
    expect(within(rowOf('CAF-12')).getByText('No devuelto al stock')).toBeInTheDocument();
    await userEvent.click(within(rowOf('LIC-600')).getByRole('button', { name: 'Devolver al stock' }));
    await waitFor(() => expect(decideAmazonReturnRestock).toHaveBeenCalledWith(7, true));
    expect(await screen.findByText('Decisión guardada')).toBeInTheDocument();
  });

  it("says in its stock column why a return's units have no decision yet, instead of an empty cell", async () => {
    const unknownSale = { ...defectiveReturn, id: 10, rma_id: 'D00000010', sku: 'MIC-52', order_id: null };
    show(<AmazonReturnList />, 'amazon/devoluciones', [defectiveReturn, onItsWay, unknownSale]);
    await screen.findByText('LIC-600');
    expect(within(rowOf('TEN-27')).getByText('Se decide al cerrarse')).toBeInTheDocument();
    expect(within(rowOf('MIC-52')).getByText('Sin pedido en el ERP')).toBeInTheDocument();
    expect(within(rowOf('LIC-600')).getByText('Por decidir')).toBeInTheDocument();
  });
});

describe('an Amazon record sheet', () => {
  const sheet = (ui: React.ReactNode, resource: string, record: { id: number }, calls: Record<string, unknown> = {}) =>
    show(
      <Routes>
        <Route path={`/${resource}/:id/show`} element={ui} />
      </Routes>,
      resource,
      [record],
      `/${resource}/${record.id}/show`,
      calls,
    );

  it("names a payment's account as the seller named it, not by its number, and its marketplace by name", async () => {
    sheet(<AmazonPaymentShow />, 'amazon/pagos', paidOrder);
    expect(await screen.findByText('Tienda Amazon MX')).toBeInTheDocument();
    expect(screen.getByText('Cuenta')).toBeInTheDocument();
    // Its marketplace by name, not its code.
    expect(screen.getByText('Amazon')).toBeInTheDocument();
    expect(screen.queryByText('amazon')).not.toBeInTheDocument();
    // A payment has no action: no empty action bar above it (on a phone, a band of blank screen).
    expect(document.querySelector('[class*="RaTopToolbar"]')).toBeNull();
  });

  it.each([
    [
      'es',
      'Reembolso de Amazon por inventario de Logística de Amazon',
      ['Cargo o abono de la cuenta', 'Descripción de Amazon', 'Neto', 'Fecha'],
      [
        'Venta en Amazon',
        'Pedido',
        'Estado',
        'Importe',
        'Reembolsado',
        'Comisiones de Amazon',
        'Clave del movimiento',
        'Movimientos de la venta',
        'Último movimiento',
      ],
    ],
    [
      'en',
      'Amazon reimbursement for Fulfilment by Amazon inventory',
      ['Account charge or credit', "Amazon's description", 'Net', 'Date'],
      ['Amazon sale', 'Order', 'Status', 'Amount', 'Refunded', 'Amazon fees', 'Movement key', 'Order movements', 'Last movement'],
    ],
  ])("%s: a reimbursement's sheet shows what applies to it, Amazon's code in words, no internal key", async (locale, description, shown, leftOut) => {
    await i18nProvider.changeLocale(locale);
    sheet(<AmazonPaymentShow />, 'amazon/pagos', reimbursement);
    expect(await screen.findByText(description)).toBeInTheDocument();
    for (const label of shown) expect(screen.getByText(label)).toBeInTheDocument();
    for (const label of leftOut) expect(screen.queryByText(label)).not.toBeInTheDocument();
    expect(screen.getByText('$249.50 MXN')).toBeInTheDocument();
    for (const hidden of ['FBAInventoryReimbursement', 'b'.repeat(64), '—']) expect(screen.queryByText(hidden)).not.toBeInTheDocument();
  });

  const listedCodes = { ...storageFee, description: 'FBAStorageFee, NewAmazonFee' };
  const countedOrder = { ...paidOrder, event_count: 3 };

  it("a charge's sheet shows what Amazon took; a code without words shows as Amazon wrote it, each of a list of codes worded", async () => {
    sheet(<AmazonPaymentShow />, 'amazon/pagos', listedCodes);
    expect(await screen.findByText('Tarifa de almacenamiento de Logística de Amazon, NewAmazonFee')).toBeInTheDocument();
    expect(linesOf(screen.getByRole('table', { name: 'Cargo a la cuenta' }))).toEqual(['Comisiones de Amazon-$120.50 MXN', 'Neto-$120.50 MXN']);
    expect(screen.queryByText('Clave del movimiento')).not.toBeInTheDocument();
  });

  const partlyRefunded = { ...paidOrder, id: 5, amazon_order_id: '702-7189219-0000011', status: 'partially_refunded', fees: 150, refunded: 300, net: 850 };

  it.each([
    [
      'es',
      'Pago 702-7189219-0000011',
      ['Liquidación', 'Venta y cuenta', 'Estado y fechas'],
      ['Importe$1,300.00 MXN', 'Comisiones de Amazon-$150.00 MXN', 'Reembolsado-$300.00 MXN', 'Neto$850.00 MXN'],
    ],
    [
      'en',
      'Payment 702-7189219-0000011',
      ['Settlement', 'Sale and account', 'Status and dates'],
      ['Amount$1,300.00 MXN', 'Amazon fees-$150.00 MXN', 'Refunded-$300.00 MXN', 'Net$850.00 MXN'],
    ],
  ])("%s: an order's sheet is titled by its payment, reads its money as a settlement beside its sale and status", async (locale, title, cards, lines) => {
    await i18nProvider.changeLocale(locale);
    showTitle();
    sheet(<AmazonPaymentShow />, 'amazon/pagos', partlyRefunded);
    expect(linesOf(await screen.findByRole('table', { name: cards[0] }))).toEqual(lines);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(cards);
    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent(title));
    expect(screen.getByText('702-7189219-0000011')).toBeInTheDocument();
  });

  it.each([
    ['es', 'Almacenamiento en Logística de Amazon', 'Cargo a la cuenta', ['Comisiones de Amazon-$120.50 MXN', 'Neto-$120.50 MXN'], 'Cuenta y fecha'],
    ['en', 'Fulfilment by Amazon storage', 'Account charge', ['Amazon fees-$120.50 MXN', 'Net-$120.50 MXN'], 'Account and date'],
  ])('%s: a charge to the account is titled by its type, says what it is and what it took', async (locale, title, card, lines, accountCard) => {
    await i18nProvider.changeLocale(locale);
    showTitle();
    sheet(<AmazonPaymentShow />, 'amazon/pagos', storageFee);
    expect(linesOf(await screen.findByRole('table', { name: card }))).toEqual(lines);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([card, accountCard]);
    expect(screen.getByText('FBA storage fee')).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent(title));
  });

  it.each([
    ['es', 'Abono a la cuenta', ['Neto$249.50 MXN']],
    ['en', 'Account credit', ['Net$249.50 MXN']],
  ])('%s: a credit to the account reads as money received, its net alone, no fee', async (locale, card, lines) => {
    await i18nProvider.changeLocale(locale);
    sheet(<AmazonPaymentShow />, 'amazon/pagos', reimbursement);
    expect(linesOf(await screen.findByRole('table', { name: card }))).toEqual(lines);
  });

  it("an order's sheet shows its sale's money, no account charge's fields and no count of Amazon's events", async () => {
    sheet(<AmazonPaymentShow />, 'amazon/pagos', countedOrder);
    expect(await screen.findByText('Tienda Amazon MX')).toBeInTheDocument();
    for (const label of ['Venta en Amazon', 'Pedido', 'Estado', 'Importe', 'Comisiones de Amazon', 'Reembolsado', 'Neto', 'Último movimiento'])
      expect(screen.getByText(label)).toBeInTheDocument();
    for (const label of ['Cargo o abono de la cuenta', 'Descripción de Amazon', 'Clave del movimiento', 'Movimientos de la venta'])
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    expect(screen.queryByText('—')).not.toBeInTheDocument();
  });

  it('shows a dash for the ERP order a return does not have yet, and why its units have no decision, not a label over nothing', async () => {
    const notYetLinked = { ...onItsWay, order_id: null, restock_decision: null };
    sheet(<AmazonReturnShow />, 'amazon/devoluciones', notYetLinked);
    expect(await screen.findByText('Tienda Amazon MX')).toBeInTheDocument();
    expect(screen.getAllByText('—')).toHaveLength(1);
    expect(screen.getByText('Se decide al cerrarse')).toBeInTheDocument();
  });

  it("names a return's account and asks there whether a closed return's units go back on the shelf", async () => {
    const decideAmazonReturnRestock = vi.fn(() => Promise.resolve({ ...defectiveReturn, restock_decision: 'restocked' }));
    sheet(<AmazonReturnShow />, 'amazon/devoluciones', defectiveReturn, { decideAmazonReturnRestock });
    expect(await screen.findByText('Tienda Amazon MX')).toBeInTheDocument();
    expect(document.querySelector('[class*="RaTopToolbar"]')).not.toBeNull();
    expect(screen.getByText('Licuadora de vaso')).toBeInTheDocument();
    expect(screen.getByText('Amazon')).toBeInTheDocument();
    expect(screen.queryByText('amazon')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Devolver al stock' }));
    await waitFor(() => expect(decideAmazonReturnRestock).toHaveBeenCalledWith(7, true));
  });
});
