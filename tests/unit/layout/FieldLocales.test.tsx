import { screen } from '@testing-library/react';
import { DateField, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FieldLocales } from '../../../src/layout/FieldLocales';
import { InLocale } from '../support/InLocale';
import { renderInAdmin } from '../support/renderInAdmin';

// The 4th of December: day first in Mexican Spanish, month first in American English.
const order = { id: 1, datec: '2026-12-04T12:00:00Z' };

const OrderDate = ({ locale }: { locale: string }) => (
  <InLocale locale={locale}>
    <FieldLocales>
      <RecordContextProvider value={order}>
        <DateField source="datec" options={{ timeZone: 'UTC' }} data-testid="date" />
      </RecordContextProvider>
    </FieldLocales>
  </InLocale>
);

describe("dates on the screens, whatever the browser's own language", () => {
  it('read day first on Spanish screens', async () => {
    renderInAdmin(<OrderDate locale="es" />);
    expect(await screen.findByText('4/12/2026')).toBeInTheDocument();
  });

  it('read month first on English screens', async () => {
    renderInAdmin(<OrderDate locale="en" />);
    expect(await screen.findByText('12/4/2026')).toBeInTheDocument();
  });
});
