import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ProductPriceInputs } from '../../../src/catalogue/products/ProductPriceInputs';
import { renderCatalogue } from './renderCatalogue';

const input = (name: string) => screen.getByRole('spinbutton', { name: new RegExp(`^${name}$`) });

describe('ProductPriceInputs', () => {
  it('starts a new product with both sides of each price filled, 0 with tax beside a price of 0', async () => {
    renderCatalogue(
      <SimpleForm toolbar={false}>
        <ProductPriceInputs />
      </SimpleForm>,
      { resource: 'productos' },
    );
    expect(await screen.findByRole('spinbutton', { name: /^Precio con IVA$/ })).toHaveValue(0);
    expect(input('Precio')).toHaveValue(0);
    expect(input('Precio mínimo con IVA')).toHaveValue(0);
    expect(input('Tasa de IVA \\(%\\)')).toHaveValue(16);
  });

  it('shows the price with tax while the price is typed, and the reverse', async () => {
    renderCatalogue(
      <SimpleForm toolbar={false} record={{ id: 1, price: 0, tva_tx: 16, price_base_type: 'HT' }}>
        <ProductPriceInputs />
      </SimpleForm>,
      { resource: 'productos' },
    );
    await userEvent.clear(input('Precio'));
    await userEvent.type(input('Precio'), '250');
    await waitFor(() => expect(input('Precio con IVA')).toHaveValue(290));
    await userEvent.clear(input('Precio con IVA'));
    await userEvent.type(input('Precio con IVA'), '58');
    await waitFor(() => expect(input('Precio')).toHaveValue(50));
    await userEvent.clear(input('Tasa de IVA \\(%\\)'));
    await userEvent.type(input('Tasa de IVA \\(%\\)'), '8');
    await waitFor(() => expect(input('Precio con IVA')).toHaveValue(54));
  });
});
