import { screen, within } from '@testing-library/react';
import { ResourceDefinitionContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AmazonPaymentList from '../../../../src/marketplaces/amazon/payments/AmazonPaymentList';
import AmazonReturnList from '../../../../src/marketplaces/amazon/returns/AmazonReturnList';
import AmazonReturnShow from '../../../../src/marketplaces/amazon/returns/AmazonReturnShow';
import { renderInAdmin } from '../../support/renderInAdmin';
import { stubScreen } from '../../support/screenWidth';
import { paidOrder, storageFee } from './amazonPaymentRows';
import { defectiveReturn } from './amazonReturnRows';

const linioReturn = { ...defectiveReturn, id: 8, channel: 'linio', amazon_order_id: 'LIN-55', sku: 'TEN-27' };

const show = (ui: React.ReactNode, resource: string, records: { id: number; order_id?: number | null }[], path = '/') =>
  renderInAdmin(
    <ResourceDefinitionContextProvider definitions={{ pedidos: { name: 'pedidos', hasList: true, hasShow: true } }}>{ui}</ResourceDefinitionContextProvider>,
    {
      resource,
      path,
      dataProvider: {
        getList: () => Promise.resolve({ data: records, total: records.length }) as never,
        getOne: (_resource: string, { id }: { id: unknown }) => Promise.resolve({ data: records.find((record) => record.id === Number(id)) }) as never,
        getMany: (_resource: string, { ids }: { ids: unknown[] }) => Promise.resolve({ data: ids.map((id) => ({ id, ref: `AMZ-${String(id)}` })) }) as never,
        getCredentials: () => Promise.resolve([{ id: 1, active: true, name: 'Tienda Amazon MX' }]),
      },
    },
  );

/** Where a link leads, its list filter read back from the address. */
const target = (link: HTMLElement) => decodeURIComponent(link.getAttribute('href') ?? '');

afterEach(() => vi.unstubAllGlobals());

describe("an Amazon record's sale", () => {
  it("a return's order id opens its marketplace's sales list on that sale", async () => {
    show(<AmazonReturnList />, 'amazon/devoluciones', [defectiveReturn, linioReturn]);
    expect(target(await screen.findByRole('link', { name: '702-0000002-0000002' }))).toBe('/amazon/ventas?filter={"busqueda":"702-0000002-0000002"}');
    expect(target(screen.getByRole('link', { name: 'LIN-55' }))).toBe('/amazon/ventas?marketplace=linio&filter={"busqueda":"LIN-55"}');
  });

  it('a sale not imported as an ERP order, absent from the sales list, is its id as text', async () => {
    show(<AmazonReturnList />, 'amazon/devoluciones', [{ ...defectiveReturn, order_id: null }]);
    expect(await screen.findByText('702-0000002-0000002')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '702-0000002-0000002' })).not.toBeInTheDocument();
  });

  it("a payment's order id does too; a charge to the account has no sale to open", async () => {
    show(<AmazonPaymentList />, 'amazon/pagos', [paidOrder, storageFee]);
    expect(target(await screen.findByRole('link', { name: '702-0000001-0000001' }))).toBe('/amazon/ventas?filter={"busqueda":"702-0000001-0000001"}');
    const charge = screen.getByText('Almacenamiento en Logística de Amazon').closest('tr') as HTMLElement;
    expect(within(charge).queryByRole('link')).not.toBeInTheDocument();
  });

  it("a return's sheet links its sale", async () => {
    show(
      <Routes>
        <Route path="/amazon/devoluciones/:id/show" element={<AmazonReturnShow />} />
      </Routes>,
      'amazon/devoluciones',
      [defectiveReturn],
      '/amazon/devoluciones/7/show',
    );
    expect(target(await screen.findByRole('link', { name: '702-0000002-0000002' }))).toBe('/amazon/ventas?filter={"busqueda":"702-0000002-0000002"}');
  });

  it("on a phone a return's card, itself a link to the return, is titled by its order id as text", async () => {
    stubScreen('phone');
    show(<AmazonReturnList />, 'amazon/devoluciones', [defectiveReturn]);
    const title = await screen.findByText('702-0000002-0000002');
    expect(title.closest('a')?.getAttribute('href')).toBe('/amazon/devoluciones/7/show');
    expect(title.closest('li')?.querySelector('a a')).toBeNull();
  });
});
