import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../src/i18n/dateTime';
import { OrderList } from '../../../src/catalogue/orders/OrderList';
import { stubScreen } from '../support/screenWidth';
import { order, references } from './orderFixtures';
import { renderCatalogue } from './renderCatalogue';

afterEach(() => vi.unstubAllGlobals());

describe('the orders list on a phone', () => {
  it('shows each order as a card with its customer, where it stands, its total and when it was made', async () => {
    stubScreen('phone');
    const validated = order('validated', { datec: '2026-11-30T15:04:00.000Z' });
    renderCatalogue(<OrderList />, {
      resource: 'pedidos',
      url: '/pedidos',
      dataProvider: {
        ...references,
        getList: async (resource: string) => (resource === 'pedidos' ? { data: [validated], total: 1 } : references.getList(resource)),
      } as never,
    });
    const card = (await screen.findByText('PED-000007')).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await within(card).findByText('Abarrotes Flores')).toBeInTheDocument();
    expect(within(card).getByText('Validado')).toBeInTheDocument();
    expect(within(card).getByText('$58,000.00 MXN')).toBeInTheDocument();
    // When it was made, in the app's language.
    expect(card).toHaveTextContent(formatDateTime('2026-11-30T15:04:00.000Z', 'es'));
  });
});
