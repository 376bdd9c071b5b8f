import { waitFor } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { PublicationSyncField } from '../../../src/marketplaces/mercadolibre/publications/PublicationSyncField';
import { InLocale } from '../support/InLocale';
import { renderInAdmin } from '../support/renderInAdmin';

const records = [
  { id: 1, product_id: 3, sync_state: 'in_sync' },
  { id: 2, product_id: 3, sync_state: 'pending' },
  { id: 3, product_id: 3, sync_state: 'out_of_sync' },
  { id: 4, product_id: null, sync_state: null },
];

const showStates = (locale: string) =>
  renderInAdmin(
    <InLocale locale={locale}>
      {records.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <PublicationSyncField source="sync_state" />|
        </RecordContextProvider>
      ))}
    </InLocale>,
  );

describe("a listing's sync with the ERP in words", () => {
  it.each([
    ['es', 'Al día|Pendiente|Desincronizada|Sin producto|'],
    ['en', 'Up to date|Pending|Out of sync|No product|'],
  ])('%s', async (locale, words) => {
    showStates(locale);
    await waitFor(() => expect(document.body.textContent).toContain(words));
  });
});
