import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ListContextProvider, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicationBulkLinkButtons } from '../../../src/marketplaces/mercadolibre/publications/PublicationBulkLinkButtons';
import { PublicationProductLink } from '../../../src/marketplaces/mercadolibre/publications/PublicationProductLink';
import { i18nProvider } from '../../../src/appProviders';
import { renderInAdmin } from '../support/renderInAdmin';
import { stubScreen } from '../support/screenWidth';
import { draft } from './publicationFixtures';

const products = [
  { id: 103, ref: 'GORRA-1', label: 'Gorra bordada' },
  { id: 205, ref: 'TALADRO-7', label: 'Taladro percutor' },
];

const catalogue = {
  getMany: (_resource: string, { ids }: { ids: number[] }) => Promise.resolve({ data: products.filter((product) => ids.includes(product.id)) }),
  getList: (_resource: string, { filter }: { filter: { busqueda?: string } }) => {
    const found = products.filter((product) => product.label.toLowerCase().includes((filter.busqueda ?? '').toLowerCase()));
    return Promise.resolve({ data: found, total: found.length });
  },
};

const spanishWords = { open: 'Vincular a producto…', product: 'Producto', link: 'Vincular' };
const englishWords = { open: 'Link to product…', product: 'Product', link: 'Link' };

/** Opens "Vincular a producto…", searches the catalogue and picks "Taladro percutor", by the screen's words. */
async function pickTaladro(words = spanishWords) {
  await userEvent.click(screen.getByRole('button', { name: words.open }));
  await userEvent.type(await screen.findByRole('combobox', { name: words.product }), 'Tala');
  await userEvent.click(await screen.findByRole('option', { name: 'TALADRO-7 — Taladro percutor' }));
  await userEvent.click(screen.getByRole('button', { name: words.link }));
}

/** The server's refusal of a link to a product that no longer exists: the generic message, the field's beside it, each with its sentence. */
const missingProduct = () =>
  new HttpError('Los datos enviados no son válidos', 400, {
    error: 'validation',
    message: 'Los datos enviados no son válidos',
    fields: { productId: 'El producto 205 no existe' },
    errors: { productId: 'El producto 205 no existe' },
    detail: { key: 'invalid_input', params: {}, fields: { productId: { key: 'product_id_missing', params: { id: 205 } } } },
  });

const renderUnlinked = (linkToProduct: () => Promise<unknown>) =>
  renderInAdmin(
    <RecordContextProvider value={{ ...draft, product_id: null }}>
      <PublicationProductLink />
    </RecordContextProvider>,
    { resource: 'mercadolibre/publicaciones', dataProvider: { ...catalogue, linkToProduct } as never },
  );

describe('linking a publication by hand', () => {
  it('shows the linked product and re-links it to the product the seller picks', async () => {
    const linkToProduct = vi.fn(() => Promise.resolve({ ...draft, product_id: 205 }));
    renderInAdmin(
      <RecordContextProvider value={draft}>
        <PublicationProductLink />
      </RecordContextProvider>,
      { resource: 'mercadolibre/publicaciones', dataProvider: { ...catalogue, linkToProduct } as never },
    );
    expect(await screen.findByText(/Gorra bordada/)).toBeInTheDocument();
    await pickTaladro();
    await waitFor(() => expect(linkToProduct).toHaveBeenCalledWith(13, 205));
    expect(await screen.findByText('Publicación vinculada al producto')).toBeInTheDocument();
  });

  it("says the server's reason when the link is refused", async () => {
    const linkToProduct = vi.fn(() => Promise.reject(new HttpError('El producto 205 no existe', 400, { error: 'validation' })));
    renderInAdmin(
      <RecordContextProvider value={{ ...draft, product_id: null }}>
        <PublicationProductLink />
      </RecordContextProvider>,
      { resource: 'mercadolibre/publicaciones', dataProvider: { ...catalogue, linkToProduct } as never },
    );
    expect(await screen.findByText('Sin producto: no recibe stock ni precio')).toBeInTheDocument();
    await pickTaladro();
    expect(await screen.findByText('No se pudo vincular. El producto 205 no existe')).toBeInTheDocument();
  });
});

describe('linking on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the dialog's buttons with their words, not as empty icons", async () => {
    stubScreen('phone');
    const linkToProduct = vi.fn(() => Promise.resolve({ ...draft, product_id: 205 }));
    renderUnlinked(linkToProduct);
    await userEvent.click(await screen.findByRole('button', { name: 'Vincular a producto…' }));
    expect(await screen.findByRole('button', { name: 'Cancelar' })).toHaveTextContent('Cancelar');
    expect(screen.getByRole('button', { name: 'Vincular' })).toHaveTextContent('Vincular');
  });
});

describe('a link refused for the product sent', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it('says what is wrong with the product, in Spanish', async () => {
    renderUnlinked(() => Promise.reject(missingProduct()));
    await pickTaladro();
    expect(await screen.findByText('No se pudo vincular. Los datos enviados no son válidos: El producto 205 no existe')).toBeInTheDocument();
  });

  it('says what is wrong with the product, in English', async () => {
    await i18nProvider.changeLocale('en');
    renderUnlinked(() => Promise.reject(missingProduct()));
    await pickTaladro(englishWords);
    expect(await screen.findByText('Could not link. The data sent is not valid: Product 205 does not exist')).toBeInTheDocument();
  });
});

describe('linking selected publications in bulk', () => {
  const renderBulk = (dataProvider: Record<string, unknown>) =>
    renderInAdmin(
      <ListContextProvider value={{ selectedIds: [11, 12, 13], onUnselectItems: () => undefined } as never}>
        <PublicationBulkLinkButtons />
      </ListContextProvider>,
      { resource: 'mercadolibre/publicaciones', dataProvider: { ...catalogue, ...dataProvider } as never },
    );

  it('links by SKU and says how many matched', async () => {
    const linkManyBySku = vi.fn(() => Promise.resolve({ linked: [11, 13], unmatched: [12] }));
    renderBulk({ linkManyBySku });
    fireEvent.click(screen.getByRole('button', { name: 'Vincular automáticamente por SKU' }));
    expect(await screen.findByText('2 vinculadas por SKU o GTIN; 1 sin producto con ese código')).toBeInTheDocument();
    expect(linkManyBySku).toHaveBeenCalledWith([11, 12, 13]);
  });

  it('links every selected publication to the product picked', async () => {
    const linkManyToProduct = vi.fn(() => Promise.resolve({ linked: [11, 12, 13] }));
    renderBulk({ linkManyToProduct });
    await pickTaladro();
    await waitFor(() => expect(linkManyToProduct).toHaveBeenCalledWith([11, 12, 13], 205));
    expect(await screen.findByText('3 publicaciones vinculadas')).toBeInTheDocument();
  });
});
