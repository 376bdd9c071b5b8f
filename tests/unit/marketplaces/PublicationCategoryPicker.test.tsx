import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicationCategoryPicker } from '../../../src/marketplaces/mercadolibre/publicationCreate/PublicationCategoryPicker';
import { renderInAdmin } from '../support/renderInAdmin';
import { stubScreen } from '../support/screenWidth';

const electronics = { id: 'MLM1000', name: 'Electrónica' };
const home = { id: 'MLM1574', name: 'Hogar' };
const coffee = { id: 'MLM1621', name: 'Cafeteras' };
const nodes = {
  MLM1000: { ...electronics, path_from_root: [electronics], children_categories: [], listing_allowed: true },
  MLM1574: { ...home, path_from_root: [home], children_categories: [coffee], listing_allowed: false },
  MLM1621: { ...coffee, path_from_root: [home, coffee], children_categories: [], listing_allowed: true },
};

const renderPicker = (setCategory = vi.fn((id: number, categoryId: string) => Promise.resolve({ id, category_id: categoryId }))) => {
  const onChosen = vi.fn();
  const getCategories = vi.fn((search?: string) => Promise.resolve(search ? [coffee] : [electronics, home]));
  renderInAdmin(
    <PublicationCategoryPicker
      draft={{ id: 13, title: 'Cafetera', price: 899, category_id: 'MLM1000', listing_type_id: 'gold_special' }}
      onChosen={onChosen}
    />,
    {
      dataProvider: { getCategories, getCategory: (id: keyof typeof nodes) => Promise.resolve(nodes[id]), setCategory } as never,
    },
  );
  return { onChosen, setCategory, getCategories };
};

describe('choosing a category when the predicted one is wrong', () => {
  it('offers the suggested category first, walks the tree and uses a leaf only', async () => {
    const { onChosen, setCategory } = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Elegir otra categoría' }));
    const items = await screen.findAllByRole('button', { name: /MLM\d+/ });
    expect(items[0]).toHaveTextContent('Sugerida');
    await userEvent.click(screen.getByRole('button', { name: /Hogar/ }));
    expect(await screen.findByRole('button', { name: /Cafeteras/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar esta categoría' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Cafeteras/ }));
    expect(await screen.findByText('Hogar › Cafeteras')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Usar esta categoría' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Usar esta categoría' }));
    await waitFor(() => expect(setCategory).toHaveBeenCalledWith(13, 'MLM1621'));
    expect(onChosen).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Categoría cambiada: valídala de nuevo')).toBeInTheDocument();
  });

  it('finds a category by words and goes back up the tree', async () => {
    const { setCategory, getCategories } = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Elegir otra categoría' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar categoría' }), 'cafe');
    await waitFor(() => expect(getCategories).toHaveBeenCalledWith('cafe'));
    await userEvent.click(await screen.findByRole('button', { name: /Cafeteras/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Volver a Hogar' }));
    expect(await screen.findByRole('button', { name: /Cafeteras/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Cafeteras/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Usar esta categoría' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Usar esta categoría' }));
    await waitFor(() => expect(setCategory).toHaveBeenCalledWith(13, 'MLM1621'));
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('names its buttons in words, where bare icons would leave the ones without an icon empty', async () => {
      stubScreen('phone');
      renderPicker();
      await userEvent.click(screen.getByRole('button', { name: 'Elegir otra categoría' }));
      await userEvent.click(await screen.findByRole('button', { name: /Hogar/ }));
      expect(await screen.findByRole('button', { name: 'Todas las categorías' })).toHaveTextContent('Todas las categorías');
      expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveTextContent('Cancelar');
      expect(screen.getByRole('button', { name: 'Usar esta categoría' })).toHaveTextContent('Usar esta categoría');
    });
  });
});
