import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderProductSheet } from '../catalogue/renderProductSheet';

describe("a record's page title", () => {
  afterEach(() => document.getElementById('react-admin-title')?.remove());

  it.each([
    ['es', 'Producto: Taladro'],
    ['en', 'Product: Taladro'],
  ] as const)('names the record after its kind the same way in both languages (%s)', async (locale, title) => {
    const titleSlot = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'react-admin-title' }));
    renderProductSheet(locale);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(titleSlot).toHaveTextContent(title);
  });
});
