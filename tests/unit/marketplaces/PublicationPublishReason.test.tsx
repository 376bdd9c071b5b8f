import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { PublicationActionButton } from '../../../src/marketplaces/mercadolibre/publications/PublicationActionButton';
import { renderInAdmin } from '../support/renderInAdmin';
import { draft } from './publicationFixtures';

describe('a publish MercadoLibre refuses', () => {
  it("says MercadoLibre's reason after 'Error al crear la publicación'", async () => {
    const refused = () =>
      Promise.reject(
        new HttpError('Mercado Libre rechazó la operación: Item pictures are mandatory for listing type gold_special', 422, { error: 'marketplace_rejected' }),
      );
    renderInAdmin(
      <RecordContextProvider value={draft}>
        <PublicationActionButton action="publish" />
      </RecordContextProvider>,
      { resource: 'mercadolibre/publicaciones', dataProvider: { publish: refused } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(
      await screen.findByText('Error al crear la publicación: Mercado Libre rechazó la operación: Item pictures are mandatory for listing type gold_special'),
    ).toBeInTheDocument();
  });
});
