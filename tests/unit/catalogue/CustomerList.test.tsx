import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadCSV } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clients } from '../../../resources/catalogue';
import { features } from '../../../src/features';
import { renderDeclaredScreen, sampleRecord } from '../support/renderDeclaredScreen';
import { stubScreen } from '../support/screenWidth';

vi.mock('react-admin', async (original) => ({ ...(await original<typeof import('react-admin')>()), downloadCSV: vi.fn() }));

// Two customers of one name: one made here, one made for an Amazon buyer's sale.
const customers = [
  {
    ...sampleRecord(clients, 'Valeria Cruz'),
    id: 4,
    rfc: 'CUVA900101AB1',
    email: null,
    phone: null,
    city: 'Guadalajara',
    state: null,
    channel_buyer_key: null,
  },
  { id: 60, name: 'Valeria Cruz', channel_buyer_key: 'amazon:702-7338069-0000034' },
];
const getList = async () => ({ data: customers, total: customers.length });
const loading = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

describe('the customers list', { timeout: 20_000 }, () => {
  it("names the marketplace buyer a sale's customer was made for, in words, where its other columns stand empty", async () => {
    renderDeclaredScreen(features, '/clientes', undefined, { getList } as never);
    expect(await screen.findByRole('columnheader', { name: 'Comprador en el marketplace' }, loading)).toBeInTheDocument();
    const buyerRow = screen.getByRole('cell', { name: 'Amazon · comprador 702-7338069-0000034' }).closest('tr')!;
    expect(within(buyerRow).getByText('Valeria Cruz')).toBeInTheDocument();
    expect(screen.queryByText(/amazon:/)).not.toBeInTheDocument();
  });

  it('writes the buyer in the same words in its CSV', async () => {
    renderDeclaredScreen(features, '/clientes', undefined, { getList } as never);
    await screen.findByRole('cell', { name: 'Amazon · comprador 702-7338069-0000034' }, loading);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await vi.waitFor(() => expect(downloadCSV).toHaveBeenCalled());
    const [csv] = vi.mocked(downloadCSV).mock.calls.at(-1)!;
    expect(csv.split('\r\n')).toEqual([
      '\ufeffID,Nombre,RFC,Correo,Teléfono,Ciudad,Estado,Comprador en el marketplace',
      '4,Valeria Cruz,CUVA900101AB1,,,Guadalajara,,',
      '60,Valeria Cruz,,,,,,Amazon · comprador 702-7338069-0000034',
    ]);
  });

  it("shows the buyer on a phone's card, under the name", async () => {
    stubScreen('phone');
    renderDeclaredScreen(features, '/clientes', undefined, { getList } as never);
    expect(await screen.findByText('Amazon · comprador 702-7338069-0000034', {}, loading)).toBeInTheDocument();
    expect(screen.getByText('Guadalajara')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
