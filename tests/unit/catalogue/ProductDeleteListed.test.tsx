import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation } from './renderCatalogue';
import { renderProductSheet } from './renderProductSheet';

const refusedForListings = () =>
  new HttpError('No se puede eliminar: el producto tiene publicaciones activas (MLM1000000024)', 409, {
    error: 'conflict',
    listings: [{ channel: 'mercadolibre', accountId: 1, listingId: 'MLM1000000024', recordId: 19, title: 'Taladro rojo' }],
  });

describe('deleting a product that live listings sell', () => {
  it('names the listings and, confirmed, deletes again closing them', async () => {
    const remove = vi.fn((_resource: string, params: { meta?: unknown }) =>
      params.meta ? Promise.resolve({ data: { id: 3 } }) : Promise.reject(refusedForListings()),
    );
    renderProductSheet('es', { delete: remove as never });
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('El producto tiene publicaciones activas')).toBeInTheDocument();
    expect(screen.getByText(/MLM1000000024 \(Taladro rojo\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar publicaciones y eliminar' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(2));
    expect(remove.mock.calls[1][1]).toMatchObject({ id: 3, meta: { options: { close_listings: true } } });
    expect(await screen.findByText('eliminado correctamente')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation.pathname).toBe('/productos'));
  });

  it('deletes nothing more when the seller gives up', async () => {
    const remove = vi.fn(() => Promise.reject(refusedForListings()));
    renderProductSheet('en', { delete: remove as never });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The product has live listings')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('The product has live listings')).not.toBeInTheDocument());
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
