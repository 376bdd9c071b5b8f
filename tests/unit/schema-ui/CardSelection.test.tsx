import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PauseIcon from '@mui/icons-material/Pause';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, ListContextProvider, TextField, useList } from 'react-admin';
import { ResponsiveListBody } from '../../../src/schema-ui/ResponsiveListBody';
import { renderCatalogue } from '../catalogue/renderCatalogue';
import { InLocale } from '../support/InLocale';
import { stubScreen } from '../support/screenWidth';

const rows = [
  { id: 1, label: 'Lámpara de escritorio' },
  { id: 2, label: 'Silla plegable' },
  { id: 3, label: 'Mesa auxiliar' },
];

/** Two cards a page of three rows, with a bulk action that has an icon, as the publications' "Pausar". */
const SelectableCards = ({ onPause }: { onPause: (ids: unknown[]) => void }) => {
  const list = useList({ data: rows, perPage: 2 });
  return (
    <ListContextProvider value={list}>
      <ResponsiveListBody
        table={null}
        primaryText={<TextField source="label" />}
        rowClick="show"
        bulkActionButtons={
          <Button label="Pausar" onClick={() => onPause(list.selectedIds)}>
            <PauseIcon />
          </Button>
        }
      />
    </ListContextProvider>
  );
};

const bar = async (count: string) => (await screen.findByText(count)).closest('.MuiToolbar-root') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('selecting cards on a phone', () => {
  it('reaches each box from the keyboard, each named after its card, and selects with Space', async () => {
    stubScreen('phone');
    const onPause = vi.fn();
    renderCatalogue(<SelectableCards onPause={onPause} />, { resource: 'productos', url: '/productos' });
    const page = await screen.findByRole('checkbox', { name: 'Seleccionar todos los de esta página' });
    page.focus();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar «Lámpara de escritorio»' })).toHaveFocus();
    await userEvent.keyboard(' ');
    // The box stands before the card's title link, so Tab then reaches that link, then the next card's box.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Lámpara de escritorio' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar «Silla plegable»' })).toHaveFocus();
    await userEvent.click(within(await bar('1 seleccionado')).getByRole('button', { name: 'Pausar' }));
    expect(onPause).toHaveBeenCalledWith([1]);
    expect(page).toHaveAttribute('data-indeterminate', 'true');
  });

  it("keeps the words of the bar's buttons, the bulk action's and react-admin's «Seleccionar todo», where a phone shows bare icons", async () => {
    stubScreen('phone');
    renderCatalogue(<SelectableCards onPause={vi.fn()} />, { resource: 'productos', url: '/productos' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar todos los de esta página' }));
    const toolbar = await bar('2 seleccionados');
    expect(within(toolbar).getByRole('button', { name: 'Pausar' })).toHaveTextContent('Pausar');
    // The page is every card on screen, not every row: the bar offers the rest.
    const everyRow = within(toolbar).getByRole('button', { name: 'Seleccionar todo' });
    expect(everyRow).toHaveTextContent('Seleccionar todo');
    await userEvent.click(everyRow);
    await bar('3 seleccionados');
  });

  it('names the boxes in English', async () => {
    stubScreen('phone');
    renderCatalogue(
      <InLocale locale="en">
        <SelectableCards onPause={vi.fn()} />
      </InLocale>,
      { resource: 'productos', url: '/productos' },
    );
    expect(await screen.findByRole('checkbox', { name: 'Select all on this page' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select “Silla plegable”' })).toBeInTheDocument();
  });
});
