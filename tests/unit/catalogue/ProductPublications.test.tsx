import { screen } from '@testing-library/react';
import { RecordContextProvider, ResourceDefinitionContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ProductPublications } from '../../../src/catalogue/products/ProductPublications';
import { renderCatalogue } from './renderCatalogue';

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
};

describe('where a product is listed', () => {
  it('lists its MercadoLibre publications with the status and category in words and offers to publish it', async () => {
    const getManyReference = vi.fn().mockResolvedValue({ data: [publication], total: 1 });
    const getCategory = vi.fn().mockResolvedValue({ id: 'MLM1621', name: 'Cafeteras' });
    renderCatalogue(
      <ResourceDefinitionContextProvider definitions={{ [publications]: { name: publications, hasList: true, hasEdit: true } }}>
        <RecordContextProvider value={{ id: 5, label: 'Lápiz' }}>
          <ProductPublications />
        </RecordContextProvider>
      </ResourceDefinitionContextProvider>,
      { resource: 'productos', dataProvider: { getManyReference, getCategory } as never },
    );
    expect(await screen.findByText('MLM123456', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Pausada')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('$25.00 MXN')).toBeInTheDocument();
    expect(await screen.findByText('Cafeteras (MLM1621)')).toBeInTheDocument();
    expect(getCategory).toHaveBeenCalledWith('MLM1621');
    expect(getManyReference.mock.calls[0][0]).toBe(publications);
    expect(getManyReference.mock.calls[0][1]).toMatchObject({ target: 'product_id', id: 5 });
    expect(screen.getByRole('link', { name: 'Publicar en Mercado Libre' })).toHaveAttribute('href', '/mercadolibre/publicaciones/create?product_id=5');
  }, 30_000);
});
