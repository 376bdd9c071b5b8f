import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberInput, SimpleForm } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { OrderLiveTotals } from '../../../src/catalogue/orders/OrderLiveTotals';
import { orderLineTotal, orderTotalsOf } from '../../../src/catalogue/orders/orderTotals';
import { renderCatalogue } from './renderCatalogue';

describe('order totals', () => {
  it('computes each line as quantity × unit price less the discount, and IVA per line', () => {
    expect(orderLineTotal({ quantity: 3, unity_price: 100, discount: 10 })).toBe(270);
    expect(
      orderTotalsOf([
        { quantity: 3, unity_price: 100, discount: 10, iva_rate: 16 },
        { quantity: 1, unity_price: 50, discount: 0, iva_rate: 0 },
      ]),
    ).toEqual({ subtotal: 320, tax: 43.2, total: 363.2 });
  });

  it('uses IVA 16 when a line does not say, and ignores empty numbers while typing', () => {
    expect(
      orderTotalsOf([
        { quantity: 2, unity_price: 10 },
        { quantity: null, unity_price: 5 },
      ]),
    ).toEqual({ subtotal: 20, tax: 3.2, total: 23.2 });
  });

  it('shows the totals live in the order form', async () => {
    renderCatalogue(
      <SimpleForm toolbar={false} record={{ id: 1, lines: [{ quantity: 1, unity_price: 100, discount: 0, iva_rate: 16 }] }}>
        <NumberInput source="lines.0.quantity" label="cantidad" />
        <OrderLiveTotals />
      </SimpleForm>,
      { resource: 'pedidos' },
    );
    expect(screen.getByTestId('order-total')).toHaveTextContent('116.00');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'cantidad' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'cantidad' }), '3');
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('348.00'));
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('300.00');
    expect(screen.getByTestId('order-tax')).toHaveTextContent('48.00');
  });
});
