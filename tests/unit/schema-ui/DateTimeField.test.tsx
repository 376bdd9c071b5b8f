import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/i18n/dateTime';
import { DateTimeField } from '../../../src/schema-ui/DateTimeField';
import { InLocale } from '../support/InLocale';
import { renderInAdmin } from '../support/renderInAdmin';

const moment = '2026-12-04T17:24:39Z';

const Moment = ({ locale }: { locale: string }) => (
  <InLocale locale={locale}>
    <RecordContextProvider value={{ id: 1, updated_at: moment }}>
      <DateTimeField source="updated_at" />
    </RecordContextProvider>
  </InLocale>
);

describe('a moment on the screens', () => {
  it('reads with the month by name and to the minute, in Spanish', async () => {
    renderInAdmin(<Moment locale="es" />);
    const shown = await screen.findByText(/dic 2026/);
    expect(shown.textContent).toBe(formatDateTime(moment, 'es'));
    expect(shown.textContent).not.toMatch(/:39/);
  });

  it('reads the same way in English', async () => {
    renderInAdmin(<Moment locale="en" />);
    const shown = await screen.findByText(/Dec 4, 2026/);
    expect(shown.textContent).toBe(formatDateTime(moment, 'en'));
  });
});
