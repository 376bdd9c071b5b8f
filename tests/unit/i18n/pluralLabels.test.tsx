import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderProductSheet } from '../catalogue/renderProductSheet';

describe('labels with a singular and a plural form', () => {
  it.each([
    ['es', 'Niveles de precio'],
    ['en', 'Price levels'],
  ] as const)('the product sheet names its related tabs in the plural, never as a raw "a |||| b" key (%s)', async (locale, pricesTab) => {
    renderProductSheet(locale);
    expect(await screen.findByRole('tab', { name: pricesTab })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(5);
    expect(document.body.textContent).not.toContain('||||');
  });
});
