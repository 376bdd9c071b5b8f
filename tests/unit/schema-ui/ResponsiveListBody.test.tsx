import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, DataTable, ListContextProvider, TextField, useList } from 'react-admin';
import { ResponsiveListBody } from '../../../src/schema-ui/ResponsiveListBody';
import { currentLocation, renderCatalogue } from '../catalogue/renderCatalogue';
import { stubScreen } from '../support/screenWidth';

const rows = [
  { id: 1, label: 'Lámpara de escritorio', ref: 'LAM-1' },
  { id: 2, label: 'Silla plegable', ref: 'SIL-2' },
];

const Rows = () => (
  <ListContextProvider value={useList({ data: rows })}>
    <ResponsiveListBody
      table={
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="ref" />
          <DataTable.Col source="label" />
        </DataTable>
      }
      primaryText={<TextField source="label" />}
      secondaryText={<TextField source="ref" />}
      rowClick={(id) => `/productos/ver/${id}`}
    />
  </ListContextProvider>
);

const CardsWithAction = () => (
  <ListContextProvider value={useList({ data: rows })}>
    <ResponsiveListBody
      table={null}
      primaryText={<TextField source="label" />}
      rowClick={false}
      rowAction={(record) => <Button label={`Archivar ${record.ref}`} />}
    />
  </ListContextProvider>
);

/** Cards that open their record, each with its own control, as the publications' cards with their "⋯" menu. */
const LinkedCardsWithAction = ({ onAction }: { onAction: () => void }) => (
  <ListContextProvider value={useList({ data: rows })}>
    <ResponsiveListBody
      table={null}
      primaryText={<TextField source="label" />}
      rowClick="edit"
      rowAction={(record) => (
        <Button
          label={`Archivar ${record.ref}`}
          onClick={(event) => {
            // As the publications' "⋯" does: its click goes no further up.
            event.stopPropagation();
            onAction();
          }}
        />
      )}
    />
  </ListContextProvider>
);

/** Cards of a list with bulk actions, as the products' cards with "Borrar". */
const SelectableCards = ({ onArchive }: { onArchive: (ids: unknown[]) => void }) => {
  const list = useList({ data: rows });
  return (
    <ListContextProvider value={list}>
      <ResponsiveListBody
        table={null}
        primaryText={<TextField source="label" />}
        rowClick="show"
        bulkActionButtons={<Button label="Archivar" onClick={() => onArchive(list.selectedIds)} />}
      />
    </ListContextProvider>
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('a list body on a phone and on a laptop', () => {
  it('shows a card per row below md, with its title and key field, that opens the record', async () => {
    stubScreen('phone');
    renderCatalogue(<Rows />, { resource: 'productos', url: '/productos' });
    expect(await screen.findByText('Silla plegable')).toBeInTheDocument();
    expect(screen.getByText('SIL-2')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Silla plegable'));
    await waitFor(() => expect(currentLocation.pathname).toBe('/productos/ver/2'));
  });

  it("puts the row's action at the end of each card, with its label", async () => {
    stubScreen('phone');
    renderCatalogue(<CardsWithAction />, { resource: 'productos', url: '/productos' });
    expect(await screen.findByRole('button', { name: 'Archivar LAM-1' })).toHaveTextContent('Archivar LAM-1');
    expect(screen.getByRole('button', { name: 'Archivar SIL-2' })).toBeInTheDocument();
  });

  it("keeps a card's own control out of its link: the title opens the record, the control acts alone", async () => {
    stubScreen('phone');
    const onAction = vi.fn();
    renderCatalogue(<LinkedCardsWithAction onAction={onAction} />, { resource: 'productos', url: '/productos' });
    const control = await screen.findByRole('button', { name: 'Archivar SIL-2' });
    // A control inside a link or button is invalid and would lend the card its name.
    expect(control.parentElement?.closest('a, button, [role="button"]')).toBeNull();
    const opening = await screen.findByRole('link', { name: 'Silla plegable' });
    expect(opening).toHaveAttribute('href', '/productos/2');
    fireEvent.click(control);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(currentLocation.pathname).toBe('/productos');
    fireEvent.click(opening);
    await waitFor(() => expect(currentLocation.pathname).toBe('/productos/2'));
  });

  it("selects a card by its box for the list's bulk actions, while its title still opens the record", async () => {
    stubScreen('phone');
    const onArchive = vi.fn();
    renderCatalogue(<SelectableCards onArchive={onArchive} />, { resource: 'productos', url: '/productos' });
    const box = await screen.findByRole('checkbox', { name: 'Seleccionar «Silla plegable»' });
    expect(box.closest('a')).toBeNull();
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(currentLocation.pathname).toBe('/productos');
    fireEvent.click(await screen.findByRole('button', { name: 'Archivar' }));
    expect(onArchive).toHaveBeenCalledWith([2]);
    fireEvent.click(screen.getByRole('link', { name: 'Silla plegable' }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/productos/2/show'));
  });

  it('shows the table from md up', async () => {
    stubScreen('laptop');
    renderCatalogue(<Rows />, { resource: 'productos', url: '/productos' });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByText('Lámpara de escritorio')).toBeInTheDocument();
  });
});
