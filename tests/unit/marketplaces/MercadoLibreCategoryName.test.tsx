import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MercadoLibreCategoryName } from '../../../src/marketplaces/mercadolibre/MercadoLibreCategoryName';
import { renderInAdmin } from '../support/renderInAdmin';

describe('a MercadoLibre category on screen', () => {
  it('is said by its name, asked from our server', async () => {
    const getCategory = vi.fn().mockResolvedValue({ id: 'MLM1621', name: 'Cafeteras' });
    renderInAdmin(<MercadoLibreCategoryName id="MLM1621" />, { dataProvider: { getCategory } as never });
    expect(await screen.findByText('Cafeteras (MLM1621)')).toBeInTheDocument();
  });

  it('uses the name the screen already has without asking', () => {
    const getCategory = vi.fn();
    renderInAdmin(<MercadoLibreCategoryName id="MLM1621" knownName="Cafeteras" />, { dataProvider: { getCategory } as never });
    expect(screen.getByText('Cafeteras (MLM1621)')).toBeInTheDocument();
    expect(getCategory).not.toHaveBeenCalled();
  });

  it('says the id as a category when the name cannot be read', async () => {
    const getCategory = vi.fn().mockRejectedValue(new Error('No hay una cuenta de Mercado Libre conectada y activa'));
    renderInAdmin(<MercadoLibreCategoryName id="MLM1621" />, { dataProvider: { getCategory } as never });
    await vi.waitFor(() => expect(getCategory).toHaveBeenCalled());
    expect(screen.getByText('Categoría MLM1621')).toBeInTheDocument();
  });
});
