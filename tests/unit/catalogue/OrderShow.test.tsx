import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderShow } from '../../../src/catalogue/orders/OrderShow';
import { AppRecordNames } from '../support/AppRecordNames';
import { InLocale } from '../support/InLocale';
import { stubScreen } from '../support/screenWidth';
import { renderCatalogue } from './renderCatalogue';

const order = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 7,
  rowid: 7,
  ref: 'PED-000007',
  status,
  client_id: null,
  subtotal: 100,
  tax: 16,
  total: 116,
  lines: [],
  ...extra,
});

const sale = {
  channel: 'mercadolibre',
  marketplace_order_id: '2000000001',
  marketplace_order_ids: '2000000001',
  marketplace_status: 'paid',
  payment_status: 'approved',
  shipment_status: 'ready_to_ship',
  stock_state: 'taken',
  stock_warnings: [
    { kind: 'shortage', units: 2, label: 'Cafetera' },
    { kind: 'unlinked', title: 'Taza de barro', listing: 'MLM1000000042' },
  ],
};

const showOrder = (status: string, extra: Record<string, unknown> = {}, calls: Record<string, unknown> = {}, locale = 'es') =>
  renderCatalogue(
    <InLocale locale={locale}>
      <Routes>
        <Route path="/pedidos/:id/show" element={<OrderShow />} />
      </Routes>
    </InLocale>,
    {
      resource: 'pedidos',
      url: '/pedidos/7/show',
      dataProvider: { getOne: async () => ({ data: order(status, extra) }), ...calls } as never,
    },
  );

describe('the order sheet', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Each card's title, then the names and values of its fields as they read, one text. */
  const cards = () => screen.getAllByRole('region').map((card) => [within(card).getByRole('heading', { level: 2 }).textContent, card.textContent]);

  it('groups an ERP order in titled cards: the order and its customer, its shipping, its lines and its amounts', async () => {
    const getMany = async () => ({ data: [{ id: 4, name: 'Ferretería Juárez' }] });
    showOrder(
      'validated',
      { client_id: 4, shipping_method: 'DHL Express', datec: '2026-03-02T10:00:00Z', date_validated: '2026-03-03T11:00:00Z' },
      { getMany },
    );
    const order = await screen.findByRole('region', { name: 'Pedido y cliente' });
    // The customer opens on their sheet, with their other orders.
    expect(await within(order).findByRole('link', { name: 'Ferretería Juárez' })).toHaveAttribute('href', '/clientes/4/show');
    for (const words of ['Referencia', 'PED-000007', 'Cliente', 'Estado', 'Validado', 'Fecha', 'Fecha de validación']) {
      expect(within(order).getByText(words)).toBeInTheDocument();
    }
    const shipping = screen.getByRole('region', { name: 'Envío' });
    expect(within(shipping).getByText('Método de envío')).toBeInTheDocument();
    expect(within(shipping).getByText('DHL Express')).toBeInTheDocument();
    expect(cards().map(([title]) => title)).toEqual(['Pedido y cliente', 'Envío', 'Líneas', 'Importes']);
    expect(within(screen.getByRole('region', { name: 'Importes' })).getByText('$116.00 MXN')).toBeInTheDocument();
  });

  it('gives an ERP order with no shipping no empty card for it', async () => {
    showOrder('draft');
    await screen.findByRole('region', { name: 'Pedido y cliente' });
    expect(cards().map(([title]) => title)).toEqual(['Pedido y cliente', 'Líneas', 'Importes']);
  });

  it.each([
    [
      'es',
      ['Pedido y cliente', 'En el marketplace', 'Stock', 'Líneas', 'Importes'],
      ['Canal de venta', 'Venta en el marketplace', 'Estado en el marketplace', 'Pago', 'Envío', 'Número de guía'],
      ['Stock de la venta', 'Avisos de stock'],
    ],
    [
      'en',
      ['Order and customer', 'On the marketplace', 'Stock', 'Lines', 'Amounts'],
      ['Sales channel', 'Marketplace sale', 'Marketplace status', 'Payment', 'Shipment', 'Tracking number'],
      ['Sale stock', 'Stock warnings'],
    ],
  ])(
    '%s: groups a marketplace sale in titled cards: the order, the sale on its marketplace with its shipping, and the stock it took',
    async (locale, titles, saleLabels, stockLabels) => {
      showOrder('validated', { ...sale, tracking_number: 'MEL-7781' }, {}, locale);
      const onMarketplace = await screen.findByRole('region', { name: titles[1] });
      expect(cards().map(([title]) => title)).toEqual(titles);
      for (const words of [...saleLabels, 'Mercado Libre', '2000000001', 'MEL-7781']) expect(within(onMarketplace).getByText(words)).toBeInTheDocument();
      const stock = screen.getByRole('region', { name: titles[2] });
      for (const words of stockLabels) expect(within(stock).getByText(words)).toBeInTheDocument();
      expect(within(stock).getAllByRole('listitem')).toHaveLength(2);
      expect(within(screen.getByRole('region', { name: titles[0] })).getByText('PED-000007')).toBeInTheDocument();
    },
  );

  it('offers validation and editing while the order is a draft', async () => {
    showOrder('draft');
    expect(await screen.findByText('PED-000007')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Validar pedido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toBeInTheDocument();
  });

  it('offers neither once the order is validated, since the server refuses changes; only cancelling it', async () => {
    showOrder('validated');
    expect(await screen.findByText('PED-000007')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Validar pedido' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument();
  });

  it('shows no toolbar for a cancelled order, which has no action left', async () => {
    showOrder('cancelled');
    expect(await screen.findByText('PED-000007')).toBeInTheDocument();
    // No empty toolbar: on a phone it is a blank band above the sheet.
    expect(document.querySelector('.MuiToolbar-root')).toBeNull();
  });

  it('shows a marketplace sale with its statuses as words, its stock warning and "Devolver al stock"', async () => {
    const restocked: unknown[] = [];
    showOrder('validated', sale, { restockOrder: async (id: unknown) => (restocked.push(id), { ...order('validated', sale), stock_state: 'returned' }) });
    expect(await screen.findByText('Mercado Libre')).toBeInTheDocument();
    expect(screen.getByText('2000000001')).toBeInTheDocument();
    expect(screen.getByText('Pagada')).toBeInTheDocument();
    expect(screen.getByText('Aprobado')).toBeInTheDocument();
    expect(screen.getByText('Listo para enviar')).toBeInTheDocument();
    expect(screen.getByText('Descontado')).toBeInTheDocument();
    expect(screen.getByText('Faltan 2 unidades de «Cafetera» en todos los almacenes')).toBeInTheDocument();
    expect(screen.getByText('Línea sin producto: «Taza de barro» (MLM1000000042) no toma stock')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Devolver al stock' }));
    await waitFor(() => expect(restocked).toEqual([7]));
  });

  it("shows a marketplace sale's total as the buyer paid it, its IVA inside, not beside an IVA of $0.00", async () => {
    showOrder('validated', { ...sale, subtotal: 1160, tax: 0, total: 1160 });
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$1,160.00 MXN');
    expect(screen.getByText('IVA incluido en los precios del marketplace')).toBeInTheDocument();
    expect(screen.queryByTestId('order-tax')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-subtotal')).not.toBeInTheDocument();
  });

  it("words a sale's stock warnings in English for a reader in English", async () => {
    showOrder('validated', { ...sale, stock_note: 'Faltan 2 unidades de «Cafetera» en todos los almacenes' }, {}, 'en');
    expect(await screen.findByText('2 units of “Cafetera” missing from every warehouse')).toBeInTheDocument();
    expect(screen.getByText('Line without a product: “Taza de barro” (MLM1000000042) takes no stock')).toBeInTheDocument();
    expect(screen.queryByText(/almacenes/)).not.toBeInTheDocument();
  });

  it('shows the stock note of a sale recorded before warnings were stored as data, as it was written', async () => {
    showOrder('validated', { ...sale, stock_warnings: null, stock_note: 'Falta 1 unidad de «Cafetera» en todos los almacenes' });
    expect(await screen.findByText('Falta 1 unidad de «Cafetera» en todos los almacenes')).toBeInTheDocument();
    expect(screen.getByText('Avisos de stock')).toBeInTheDocument();
  });

  it('shows the shipping method, tracking number and notes an order has, and no empty label for those it lacks', async () => {
    showOrder('validated', { shipping_method: 'DHL Express', tracking_number: '', notes: null });
    expect(await screen.findByText('DHL Express')).toBeInTheDocument();
    expect(screen.getByText('Método de envío')).toBeInTheDocument();
    expect(screen.queryByText('Número de guía')).toBeNull();
    expect(screen.queryByText('Notas')).toBeNull();
  });

  it.each([
    ['es', 'Importes', 'Subtotal', 'IVA'],
    ['en', 'Amounts', 'Subtotal', 'VAT'],
  ])('heads the subtotal, tax and total by what they are, with "Total" said once (%s)', async (locale, heading, subtotal, tax) => {
    showOrder('validated', {}, {}, locale);
    expect(await screen.findByText(heading)).toBeInTheDocument();
    for (const words of [subtotal, tax]) expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.getAllByText('Total')).toHaveLength(1);
  });

  it("leads from a Mercado Libre sale's id to the sale's own page, where its shipment and messages are", async () => {
    showOrder('validated', sale);
    expect(await screen.findByRole('link', { name: '2000000001' })).toHaveAttribute('href', '/mercadolibre/ventas/7/show');
  });

  it('names an Amazon sale’s marketplace in words', async () => {
    showOrder('validated', { ...sale, channel: 'amazon', marketplace_order_id: '702-2617315-0000004', marketplace_order_ids: '702-2617315-0000004' });
    expect(await screen.findByText('702-2617315-0000004')).toBeInTheDocument();
    // Its sale is worked from this sheet: no page of its own to lead to.
    expect(screen.queryByRole('link', { name: '702-2617315-0000004' })).not.toBeInTheDocument();
    expect(screen.getByText('Amazon')).toBeInTheDocument();
    expect(screen.queryByText('amazon')).not.toBeInTheDocument();
  });

  it('on a phone, names a line whose listing has no product by its title on the marketplace', async () => {
    stubScreen('phone');
    const line = { product_id: null, title: 'Tenis para correr ligeros', warehouse_id: null, quantity: 2, unity_price: 799, total_price: 1598 };
    showOrder('validated', { ...sale, lines: [line] });
    expect(await screen.findByText('Tenis para correr ligeros')).toBeInTheDocument();
    expect(screen.getByText('$1,598.00 MXN')).toBeInTheDocument();
  });

  it('on a phone, says a line’s discount, so its quantity × price adds up to its amount', async () => {
    stubScreen('phone');
    const discounted = { product_id: null, title: 'Sierra circular', warehouse_id: null, quantity: 1, unity_price: 714.62, discount: 10, total_price: 643.16 };
    const whole = { product_id: null, title: 'Rotomartillo', warehouse_id: null, quantity: 2, unity_price: 100, discount: 0, total_price: 200 };
    showOrder('validated', { lines: [discounted, whole] });
    const card = (await screen.findByText('Sierra circular')).closest('li, a, [role="listitem"], .MuiListItem-root') as HTMLElement;
    expect(card).toHaveTextContent('1 × $714.62 MXN menos 10 % = $643.16 MXN');
    const plain = screen.getByText('Rotomartillo').closest('li, a, [role="listitem"], .MuiListItem-root') as HTMLElement;
    expect(plain).toHaveTextContent('2 × $100.00 MXN = $200.00 MXN');
    expect(plain).not.toHaveTextContent('menos');
  });

  it('on a laptop, opens a line’s product sheet, and shows the marketplace’s title column for a marketplace sale only, its discount and IVA rate for an ERP order only', async () => {
    const erpLine = { product_id: 3, title: null, warehouse_id: null, quantity: 1, unity_price: 100, total_price: 116 };
    const getMany = async (resource: string) => ({ data: resource === 'productos' ? [{ id: 3, label: 'Cafetera de goteo' }] : [] });
    const { unmount } = showOrder('validated', { lines: [erpLine] }, { getMany });
    expect(await screen.findByRole('link', { name: 'Cafetera de goteo' })).toHaveAttribute('href', '/productos/ver/3');
    expect(screen.queryByRole('columnheader', { name: 'Título en el marketplace' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Descuento (%)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'IVA (%)' })).toBeInTheDocument();
    unmount();

    // A sale's line holds the price the buyer paid, IVA inside: no discount or IVA rate of 0 beside it.
    showOrder('validated', { ...sale, lines: [{ ...erpLine, title: 'Cafetera 12 tazas', discount: 0, iva_rate: 0 }] }, { getMany });
    expect(await screen.findByRole('columnheader', { name: 'Título en el marketplace' })).toBeInTheDocument();
    expect(screen.getByText('Cafetera 12 tazas')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Descuento (%)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'IVA (%)' })).not.toBeInTheDocument();
  });

  it('names a line’s warehouse with its code, since two warehouses can share a name', async () => {
    const line = { product_id: 3, title: null, warehouse_id: 2, quantity: 1, unity_price: 100, total_price: 116 };
    const named = { productos: [{ id: 3, label: 'Cafetera de goteo' }], almacenes: [{ id: 2, ref: 'NORTE-2', label: 'Almacén Norte' }] };
    renderCatalogue(
      <AppRecordNames>
        <Routes>
          <Route path="/pedidos/:id/show" element={<OrderShow />} />
        </Routes>
      </AppRecordNames>,
      {
        resource: 'pedidos',
        url: '/pedidos/7/show',
        dataProvider: {
          getOne: async () => ({ data: order('validated', { lines: [line] }) }),
          getMany: async (resource: keyof typeof named) => ({ data: named[resource] ?? [] }),
        } as never,
      },
    );
    // It opens the warehouse's sheet, which counts what the warehouse holds.
    expect(await screen.findByRole('link', { name: 'Almacén Norte (NORTE-2)' })).toHaveAttribute('href', '/almacenes/2/show');
  });

  it('offers no "Devolver al stock" once the sale’s stock was given back', async () => {
    showOrder('validated', { ...sale, stock_state: 'returned' });
    expect(await screen.findByText('Devuelto al stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Devolver al stock' })).not.toBeInTheDocument();
  });
});
