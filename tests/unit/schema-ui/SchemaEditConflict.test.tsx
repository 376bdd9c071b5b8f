import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { warehouses } from '../../../resources/catalogue/warehouses';
import { SchemaEdit } from '../../../src/schema-ui/SchemaEdit';
import { renderCatalogue } from '../catalogue/renderCatalogue';

const loaded = { id: 3, rowid: 3, ref: 'ALM-3', label: 'Central', town: 'Monterrey', statut: 1, tms: '2026-02-01T09:00:00.000Z' };
const stored = { ...loaded, town: 'Saltillo', tms: '2026-02-01T09:04:00.000Z' };
const staleMessage = 'Otro usuario modificó este registro mientras lo editabas: revisa los valores actuales';

describe('a declared edit screen when another user saved first', () => {
  it("keeps the user's changes over the stored record, and saves them on the stored version", async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(staleMessage, 409, { error: 'conflict', message: staleMessage, current: stored }))
      .mockResolvedValueOnce({ data: { ...stored, label: 'Central Norte', tms: '2026-02-01T09:05:00.000Z' } });
    renderCatalogue(
      <Routes>
        <Route path="/almacenes/:id" element={<SchemaEdit declaration={warehouses} />} />
      </Routes>,
      {
        resource: 'almacenes',
        url: '/almacenes/3',
        dataProvider: {
          getOne: vi.fn().mockResolvedValue({ data: loaded }),
          update,
          getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
          getMany: vi.fn().mockResolvedValue({ data: [] }),
        },
      },
    );
    fireEvent.change(await screen.findByDisplayValue('Central'), { target: { value: 'Central Norte' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Saltillo');
    // Only the other user changed the town: nothing of the user's is about to replace it.
    expect(dialog).not.toHaveTextContent('También lo cambiaste tú');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conservar mis cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByDisplayValue('Saltillo')).toBeInTheDocument());
    expect(screen.getByDisplayValue('Central Norte')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    const [, second] = update.mock.calls[1];
    expect(second.previousData).toMatchObject({ town: 'Saltillo', tms: stored.tms });
    expect(second.data).toMatchObject({ label: 'Central Norte', town: 'Saltillo', tms: stored.tms });
  }, 20_000);
});
