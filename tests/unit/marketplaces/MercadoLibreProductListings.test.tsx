import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MercadoLibreProductListings } from '../../../src/marketplaces/mercadolibre/publications/MercadoLibreProductListings';
import { stubScreen } from '../support/screenWidth';
import { currentLocation, renderCatalogue } from '../catalogue/renderCatalogue';

const publications = 'mercadolibre/publicaciones';
const publication = {
  id: 31,
  ml_id: 'MLM123456',
  title: 'Lápiz azul',
  status: 'paused',
  price: 25,
  available_quantity: 7,
  product_id: 5,
  category_id: 'MLM1621',
  link: 'https://articulo.mercadolibre.com.mx/MLM-123456-lapiz-azul-_JM',
};

const renderListed = (dataProvider: object) =>
  renderCatalogue(
    <RecordContextProvider value={{ id: 5, label: 'Lápiz' }}>
      <MercadoLibreProductListings />
    </RecordContextProvider>,
    { resource: 'productos', url: '/productos/ver/5', dataProvider: dataProvider as never },
  );

describe('where a product is listed on MercadoLibre', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists its MercadoLibre publications with the status and category in words and offers to publish it', async () => {
    const getManyReference = vi.fn().mockResolvedValue({ data: [publication], total: 1 });
    const getCategory = vi.fn().mockResolvedValue({ id: 'MLM1621', name: 'Cafeteras' });
    renderListed({ getManyReference, getCategory });
    // The id links to the listing as buyers see it; its address is not spelled out.
    expect(await screen.findByRole('link', { name: 'MLM123456' }, { timeout: 10_000 })).toHaveAttribute('href', publication.link);
    expect(screen.queryByText(publication.link)).not.toBeInTheDocument();
    expect(screen.getByText('Lápiz azul')).toBeInTheDocument();
    expect(screen.getByText('Pausada')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('$25.00 MXN')).toBeInTheDocument();
    expect(await screen.findByText('Cafeteras (MLM1621)')).toBeInTheDocument();
    expect(getCategory).toHaveBeenCalledWith('MLM1621');
    expect(getManyReference.mock.calls[0][0]).toBe(publications);
    expect(getManyReference.mock.calls[0][1]).toMatchObject({ target: 'product_id', id: 5 });
    expect(screen.getByRole('link', { name: 'Publicar en Mercado Libre' })).toHaveAttribute('href', '/mercadolibre/publicaciones/create?product_id=5');
  }, 30_000);

  it('says the product is not listed there yet when it has no publication', async () => {
    renderListed({ getManyReference: vi.fn().mockResolvedValue({ data: [], total: 0 }) });
    expect(await screen.findByText('Sin publicaciones en Mercado Libre', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publicar en Mercado Libre' })).toBeInTheDocument();
  }, 30_000);

  it('on a phone, shows each publication as a card with its id, price, stock and status that opens it, and the publish button with its label', async () => {
    stubScreen('phone');
    renderListed({ getManyReference: vi.fn().mockResolvedValue({ data: [publication], total: 1 }) });
    const card = (await screen.findByText('Lápiz azul', {}, { timeout: 10_000 })).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('MLM123456');
    expect(card).toHaveTextContent('$25.00 MXN · 7 disponibles');
    expect(card).toHaveTextContent('Pausada');
    expect(screen.getByRole('link', { name: 'Publicar en Mercado Libre' })).toHaveTextContent('Publicar en Mercado Libre');
    await userEvent.click(card.querySelector('.MuiListItemButton-root')!);
    await waitFor(() => expect(currentLocation.pathname).toBe('/mercadolibre/publicaciones/31'));
  }, 30_000);
});
