import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { PublicationHistoryAnswer } from '../../../resources/mercadolibre';
import { PublicationHistory } from '../../../src/marketplaces/mercadolibre/publications/PublicationHistory';
import { InLocale } from '../support/InLocale';
import { renderInAdmin } from '../support/renderInAdmin';

const answer: PublicationHistoryAnswer = {
  data: [
    { id: 3, at: '2025-03-04T15:30:00.000Z', kind: 'paused', status_after: 'paused', message: null, issues: null, detail: null, source: 'task', task_id: 42 },
    {
      id: 2,
      at: '2025-03-04T15:00:00.000Z',
      kind: 'status_changed',
      status_after: 'under_review',
      message: 'forbidden',
      issues: null,
      detail: null,
      source: 'marketplace',
      task_id: null,
    },
    {
      id: 1,
      at: '2025-03-04T14:00:00.000Z',
      kind: 'created',
      status_after: 'to_be_published',
      message: null,
      issues: null,
      detail: null,
      source: 'user',
      task_id: null,
    },
  ],
  total: 60,
  page: 1,
  size: 50,
};

describe('PublicationHistory', () => {
  it('lists the events newest first, translated, from one dataProvider call', async () => {
    const getPublicationHistory = vi.fn().mockResolvedValue(answer);
    renderInAdmin(
      <RecordContextProvider value={{ id: 7, updated_at: '2025-03-04T15:30:00.000Z' }}>
        <PublicationHistory />
      </RecordContextProvider>,
      { dataProvider: { getPublicationHistory } },
    );
    const list = await screen.findByRole('list', { name: 'Historial' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    // An event whose words are its resulting status's says them once.
    expect(within(rows[0]).getByText('Pausada')).toBeInTheDocument();
    expect(rows[0]).not.toHaveTextContent('Pausada · Pausada');
    expect(rows[0]).toHaveTextContent('Tarea #42');
    expect(rows[0]).toHaveTextContent(/2025/);
    expect(rows[1]).toHaveTextContent('Cambio de estado en Mercado Libre');
    expect(rows[1]).toHaveTextContent('prohibida por las políticas de Mercado Libre');
    expect(rows[2]).toHaveTextContent('Creada · Por publicar');
    expect(screen.getByText('Se muestran los 3 más recientes de 60')).toBeInTheDocument();
    expect(getPublicationHistory).toHaveBeenCalledTimes(1);
    expect(getPublicationHistory).toHaveBeenCalledWith(7, { page: 1, size: 50 });
  });

  it("says a failed validation's issues in the screen's language when their cause is worded, else in MercadoLibre's words", async () => {
    const failed: PublicationHistoryAnswer = {
      data: [
        {
          id: 4,
          at: '2025-03-04T16:00:00.000Z',
          kind: 'validation_failed',
          status_after: 'to_be_corrected',
          message: 'Item pictures are mandatory for listing type gold_special; Something else',
          issues: [
            { field: 'pictures', message: 'Item pictures are mandatory for listing type gold_special', detail: { key: 'ml_pictures_required', params: {} } },
            { field: 'item', message: 'Something else' },
          ],
          detail: null,
          source: 'user',
          task_id: null,
        },
      ],
      total: 1,
      page: 1,
      size: 50,
    };
    renderInAdmin(
      <RecordContextProvider value={{ id: 9 }}>
        <PublicationHistory />
      </RecordContextProvider>,
      { dataProvider: { getPublicationHistory: vi.fn().mockResolvedValue(failed) } },
    );
    const [row] = within(await screen.findByRole('list', { name: 'Historial' })).getAllByRole('listitem');
    expect(row).toHaveTextContent('Validación fallida · Por corregir');
    expect(row).toHaveTextContent(/Este tipo de publicación necesita al menos una imagen; Something else$/);
    expect(row).not.toHaveTextContent('Item pictures');
  });

  it('says so when there are no events', async () => {
    const getPublicationHistory = vi.fn().mockResolvedValue({ data: [], total: 0, page: 1, size: 50 });
    renderInAdmin(
      <RecordContextProvider value={{ id: 8 }}>
        <PublicationHistory />
      </RecordContextProvider>,
      { dataProvider: { getPublicationHistory } },
    );
    expect(await screen.findByText('Sin eventos todavía')).toBeInTheDocument();
  });

  // Last: the language it switches to stays for the tests after it.
  it("says a link in the screen's language from its values, and an older link's stored text as written", async () => {
    const linked = (id: number, productId: number, origin: 'sku' | 'manual', words: string) => ({
      id,
      at: '2025-03-04T17:00:00.000Z',
      kind: 'linked' as const,
      status_after: 'published',
      message: `Producto ${productId} (${words})`,
      issues: null,
      detail: { key: 'publication_linked' as const, params: { id: productId, origin } },
      source: 'user' as const,
      task_id: null,
    });
    const links: PublicationHistoryAnswer = {
      data: [
        linked(6, 31, 'manual', 'vinculado a mano'),
        linked(5, 30, 'sku', 'vinculado automáticamente por SKU o GTIN'),
        { ...linked(4, 29, 'manual', 'vinculado a mano'), detail: null },
      ],
      total: 3,
      page: 1,
      size: 50,
    };
    renderInAdmin(
      <InLocale locale="en">
        <RecordContextProvider value={{ id: 10 }}>
          <PublicationHistory />
        </RecordContextProvider>
      </InLocale>,
      { dataProvider: { getPublicationHistory: vi.fn().mockResolvedValue(links) } },
    );
    const rows = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/Product 31 \(linked by hand\)$/);
    expect(rows[1]).toHaveTextContent(/Product 30 \(linked automatically by SKU or GTIN\)$/);
    expect(rows[2]).toHaveTextContent(/Producto 29 \(vinculado a mano\)$/);
  });
});
