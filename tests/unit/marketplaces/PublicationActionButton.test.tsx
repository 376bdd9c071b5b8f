import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PublicationActionButton } from '../../../src/marketplaces/mercadolibre/publications/PublicationActionButton';
import { renderInAdmin } from '../support/renderInAdmin';
import { draft } from './publicationFixtures';

const renderPublish = (publish: () => Promise<unknown>) =>
  renderInAdmin(
    <RecordContextProvider value={draft}>
      <PublicationActionButton action="publish" />
    </RecordContextProvider>,
    { resource: 'mercadolibre/publicaciones', dataProvider: { publish } },
  );

describe('publishing one publication', () => {
  it("calls publish once and says 'Publicación creada correctamente'", async () => {
    const publish = vi.fn(() => Promise.resolve({ ...draft, status: 'published', ml_id: 'MLM100' }));
    renderPublish(publish);
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Publicación creada correctamente')).toBeInTheDocument();
    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish).toHaveBeenCalledWith(13);
  });

  it("says 'Error al crear la publicación' when MercadoLibre refuses it", async () => {
    renderPublish(() => Promise.reject(new Error('Item pictures are mandatory')));
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Error al crear la publicación')).toBeInTheDocument();
  });
});
