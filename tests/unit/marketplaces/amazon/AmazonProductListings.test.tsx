import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmazonProductListings } from '../../../../src/marketplaces/amazon/publications/AmazonProductListings';
import { renderCatalogue } from '../../catalogue/renderCatalogue';
import { stubScreen } from '../../support/screenWidth';

const listing = {
  id: 21,
  account_id: 1,
  product_id: 5,
  sku: 'LIC-1',
  title: 'Licuadora de vidrio',
  product_type: 'PRODUCT',
  quantity: 7,
  price: 899,
  status: 'BUYABLE',
  issues: [],
};
const refused = {
  ...listing,
  id: 22,
  account_id: 2,
  quantity: 0,
  status: 'INVALID',
  issues: [{ attribute: 'brand', code: '90220', message: "'brand' is required but not supplied.", severity: 'ERROR' }],
};

const renderSection = (calls: object) =>
  renderCatalogue(
    <RecordContextProvider value={{ id: 5, ref: 'LIC-1', label: 'Licuadora de vidrio' }}>
      <AmazonProductListings />
    </RecordContextProvider>,
    { resource: 'productos', url: '/productos/ver/5', dataProvider: calls as never },
  );

describe('where a product is listed on Amazon', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each account's listing of the product with its status in words, Amazon's issues, price and units, its SKU on one line", async () => {
    const getManyReference = vi.fn().mockResolvedValue({ data: [listing, refused], total: 2 });
    renderSection({ getManyReference });
    expect(await screen.findByText('A la venta', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(getManyReference.mock.calls[0][0]).toBe('amazon/publicaciones');
    expect(getManyReference.mock.calls[0][1]).toMatchObject({ target: 'product_id', id: 5 });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('LIC-1');
    // A SKU broken after its hyphen reads as two codes.
    expect(within(rows[0]).getByText('LIC-1').closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(rows[0]).toHaveTextContent('$899.00 MXN');
    expect(rows[0]).toHaveTextContent('7');
    expect(within(rows[1]).getByText('Rechazada por Amazon')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Marca:')).toBeInTheDocument();
    expect(screen.queryByText('BUYABLE')).not.toBeInTheDocument();
  }, 30_000);

  it('says when the product is not on Amazon, and publishes it from the dialog with the product already chosen', async () => {
    const publishAmazonListing = vi.fn().mockResolvedValue({ ...listing });
    const getMany = vi.fn().mockResolvedValue({ data: [{ id: 5, ref: 'LIC-1', label: 'Licuadora de vidrio' }] });
    renderSection({ getManyReference: vi.fn().mockResolvedValue({ data: [], total: 0 }), getMany, publishAmazonListing });
    expect(await screen.findByText('Sin publicaciones en Amazon', {}, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar en Amazon' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('LIC-1 — Licuadora de vidrio')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(publishAmazonListing).toHaveBeenCalledWith(5, { product_type: 'PRODUCT', brand: null }));
    expect(await screen.findByText('Amazon aceptó la publicación de LIC-1')).toBeInTheDocument();
  }, 30_000);

  it('closes the publish dialog with "Cancelar", publishing nothing', async () => {
    const publishAmazonListing = vi.fn();
    const getMany = vi.fn().mockResolvedValue({ data: [{ id: 5, ref: 'LIC-1', label: 'Licuadora de vidrio' }] });
    renderSection({ getManyReference: vi.fn().mockResolvedValue({ data: [], total: 0 }), getMany, publishAmazonListing });
    fireEvent.click(await screen.findByRole('button', { name: 'Publicar en Amazon' }, { timeout: 10_000 }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(publishAmazonListing).not.toHaveBeenCalled();
  }, 30_000);

  it('on a phone, names the publish dialog\'s "Cancelar" in words, not as an empty icon', async () => {
    stubScreen('phone');
    const getMany = vi.fn().mockResolvedValue({ data: [{ id: 5, ref: 'LIC-1', label: 'Licuadora de vidrio' }] });
    renderSection({ getManyReference: vi.fn().mockResolvedValue({ data: [], total: 0 }), getMany });
    fireEvent.click(await screen.findByRole('button', { name: 'Publicar en Amazon' }, { timeout: 10_000 }));
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' })).toHaveTextContent('Cancelar');
  }, 30_000);

  it('on a phone, shows each listing as a card with its status, price and units, and its actions menu', async () => {
    stubScreen('phone');
    renderSection({ getManyReference: vi.fn().mockResolvedValue({ data: [listing], total: 1 }) });
    const card = (await screen.findByText('A la venta', {}, { timeout: 10_000 })).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('LIC-1Licuadora de vidrio');
    expect(card).toHaveTextContent('$899.00 MXN · 7 disponibles');
    expect(within(card).getByRole('button', { name: 'Acciones de Licuadora de vidrio' })).toBeInTheDocument();
  }, 30_000);
});
