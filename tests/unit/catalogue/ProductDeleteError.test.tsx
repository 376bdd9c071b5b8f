import { fireEvent, screen } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderProductSheet } from './renderProductSheet';

const refusedBecauseUsed = () =>
  Promise.reject(
    new HttpError('No se puede eliminar: hay registros de lineas_pedido que lo usan', 409, {
      error: 'conflict',
      message: 'No se puede eliminar: hay registros de lineas_pedido que lo usan',
      usedBy: 'lineas_pedido',
      detail: { key: 'record_in_use', params: { usedBy: 'lineas_pedido' } },
    }),
  );

const deleteFromSheet = async (confirmLabel: string, deleteLabel: string) => {
  fireEvent.click(await screen.findByRole('button', { name: deleteLabel }));
  fireEvent.click(await screen.findByRole('button', { name: confirmLabel }));
};

describe('deleting a product the server refuses to delete', () => {
  it('says why in Spanish: the order lines that use it', async () => {
    renderProductSheet('es', { delete: refusedBecauseUsed });
    await deleteFromSheet('Confirmar', 'Borrar');
    expect(await screen.findByText('Error al eliminar: hay líneas de pedido que lo usan')).toBeInTheDocument();
  });

  it('says why in English', async () => {
    renderProductSheet('en', { delete: refusedBecauseUsed });
    await deleteFromSheet('Confirm', 'Delete');
    expect(await screen.findByText('Error while deleting: some order lines still use it')).toBeInTheDocument();
  });

  it("shows the server's own message when the answer names no records", async () => {
    renderProductSheet('es', {
      delete: () => Promise.reject(new HttpError('El producto está bloqueado', 400, { error: 'validation', message: 'El producto está bloqueado' })),
    });
    await deleteFromSheet('Confirmar', 'Borrar');
    expect(await screen.findByText('Error al eliminar: El producto está bloqueado')).toBeInTheDocument();
  });
});
