import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderProductSheet } from './renderProductSheet';

describe("the product sheet's related tabs", () => {
  it.each([
    ['es', 'Niveles de precio', 'No hay informacion para mostrar'],
    ['en', 'Price levels', 'No information to display'],
  ] as const)('say a tab with no rows is empty instead of showing a blank panel (%s)', async (locale, tab, empty) => {
    renderProductSheet(locale);
    fireEvent.click(await screen.findByRole('tab', { name: tab }, { timeout: 5000 }));
    expect(await screen.findByText(empty)).toBeInTheDocument();
    // The rows belong to the product: nothing to create from here, unlinked to it.
    expect(screen.queryByRole('link', { name: /crear|create/i })).not.toBeInTheDocument();
  });
});
