import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../../src/search/searchCalls';
import { GlobalSearchBox } from '../../../src/search/GlobalSearchBox';
import { renderInAdmin } from '../support/renderInAdmin';

const CurrentAddress = () => <output aria-label="address">{useLocation().pathname}</output>;

const found: SearchResult[] = [
  { kind: 'product', id: 7, title: 'Llave de paso', subtitle: 'LLV-100 · 7501000000011', route: '/productos/ver/7' },
  { kind: 'product', id: 8, title: 'Llave inglesa', subtitle: 'LLV-200', route: '/productos/ver/8' },
  { kind: 'customer', id: 3, title: 'Llaves del Norte', subtitle: 'LLN850101AB1', route: '/clientes/3/show' },
  { kind: 'mercadolibre_publication', id: 5, title: 'Llave de paso de latón', subtitle: 'MLM1000000024', route: '/mercadolibre/publicaciones/5' },
  { kind: 'amazon_listing', id: 5, title: 'Llave de paso, caja de 2', subtitle: 'LLV-100-2 · B0LLAVE002', route: '/amazon/publicaciones?filter=…' },
];

const renderBox = (results = found) => {
  // A text ending in "…" stands for a search the server has not answered yet.
  const searchEverywhere = vi.fn((text: string) =>
    text.endsWith('…') ? new Promise<SearchResult[]>(() => {}) : Promise.resolve(text.startsWith('llave') ? results : []),
  );
  renderInAdmin(
    <>
      <GlobalSearchBox debounceMs={0} />
      <CurrentAddress />
    </>,
    { dataProvider: { searchEverywhere } },
  );
  return { searchEverywhere, box: screen.getByRole('combobox', { name: 'Buscar en todo' }) };
};

const optionTitles = () => screen.getAllByRole('option').map((option) => within(option).getAllByText(/./)[0].textContent);
const highlighted = () => screen.getAllByRole('option').find((option) => option.classList.contains('Mui-focused'))?.textContent;

describe('GlobalSearchBox', () => {
  it('starts empty with its placeholder, and asks nothing for one letter', async () => {
    const { box, searchEverywhere } = renderBox();
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('placeholder', 'Buscar productos, pedidos, clientes…');
    await userEvent.type(box, 'l');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchEverywhere).not.toHaveBeenCalled();
  });

  it('shows the results grouped by kind, with their codes', async () => {
    const { box, searchEverywhere } = renderBox();
    await userEvent.type(box, 'llave');
    const listbox = await screen.findByRole('listbox', { name: 'Resultados de la búsqueda' });
    expect(await within(listbox).findByText('Llave de paso')).toBeInTheDocument();
    expect(searchEverywhere).toHaveBeenLastCalledWith('llave');
    const titlesIn = (group: string) =>
      within(within(listbox).getByRole('group', { name: group }))
        .getAllByRole('option')
        .map((option) => option.firstChild?.firstChild?.textContent);
    expect(titlesIn('Productos')).toEqual(['Llave de paso', 'Llave inglesa']);
    expect(titlesIn('Clientes')).toEqual(['Llaves del Norte']);
    expect(titlesIn('Publicaciones de Mercado Libre')).toEqual(['Llave de paso de latón']);
    expect(titlesIn('Publicaciones de Amazon')).toEqual(['Llave de paso, caja de 2']);
    expect(within(listbox).getByText('LLV-100 · 7501000000011')).toBeInTheDocument();
    expect(optionTitles()).toEqual(['Llave de paso', 'Llave inglesa', 'Llaves del Norte', 'Llave de paso de latón', 'Llave de paso, caja de 2']);
  });

  it("tells apart customers of one name: the codes and city they have, and a sale's buyer by marketplace and id", async () => {
    const { box } = renderBox([
      { kind: 'customer', id: 4, title: 'Valeria Cruz', subtitle: 'Guadalajara', route: '/clientes/4/show' },
      {
        kind: 'customer',
        id: 60,
        title: 'Valeria Cruz',
        subtitle: '',
        route: '/clientes/60/show',
        buyer: { channel: 'amazon', buyerId: '702-7338069-0000034' },
      },
      {
        kind: 'customer',
        id: 61,
        title: 'Valeria Cruz',
        subtitle: 'valeria@example.com',
        route: '/clientes/61/show',
        buyer: { channel: 'mercadolibre', buyerId: '900000302' },
      },
    ]);
    await userEvent.type(box, 'llave');
    await screen.findAllByText('Valeria Cruz');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Valeria CruzGuadalajara',
      'Valeria CruzAmazon · comprador 702-7338069-0000034',
      'Valeria Cruzvaleria@example.com · Mercado Libre · comprador 900000302',
    ]);
  });

  it('moves through the results with the arrows and opens the highlighted one with Enter', async () => {
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Buscar en todo' });
    await userEvent.type(box, 'llave');
    await screen.findByText('Llave de paso');
    expect(highlighted()).toContain('Llave de paso');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toContain('Llaves del Norte');
    await userEvent.keyboard('{ArrowUp}');
    expect(highlighted()).toContain('Llave inglesa');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('address')).toHaveTextContent('/productos/ver/8');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('never offers the results of an earlier text while the new one is searched', async () => {
    const { box } = renderBox();
    await userEvent.type(box, 'llave');
    await screen.findByText('Llave de paso');
    await userEvent.type(box, '…');
    expect(await screen.findByText('Buscando…')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/);
  });

  it('closes with Escape, keeping the text', async () => {
    const { box } = renderBox();
    await userEvent.type(box, 'llave');
    await screen.findByText('Llave de paso');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(box).toHaveValue('llave');
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/);
  });

  it('opens a result on a click', async () => {
    const { box } = renderBox();
    await userEvent.type(box, 'llave');
    await userEvent.click(await screen.findByText('MLM1000000024'));
    expect(screen.getByLabelText('address')).toHaveTextContent('/mercadolibre/publicaciones/5');
  });

  it('on a phone, takes the typing as soon as it is unfolded from its icon', async () => {
    const { box, searchEverywhere } = renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir la búsqueda' }));
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('llave');
    expect(box).toHaveValue('llave');
    await waitFor(() => expect(searchEverywhere).toHaveBeenCalledWith('llave'));
  });

  it('on a phone, Escape closes the results, then leaves the search (its keyboard closes)', async () => {
    const { box } = renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir la búsqueda' }));
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('llave');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(box).not.toHaveFocus();
  });

  it('says when nothing was found', async () => {
    const { box } = renderBox();
    await userEvent.type(box, 'destornillador');
    expect(await screen.findByText('No se encontró nada')).toBeInTheDocument();
  });
});
