import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../src/appProviders';
import { AmazonSaleList } from '../../../../src/marketplaces/amazon/sales/AmazonSaleList';
import { renderInAdmin } from '../../support/renderInAdmin';
import { stubScreen } from '../../support/screenWidth';

const unshipped = {
  id: 21,
  channel: 'amazon',
  marketplace_order_id: '702-0000021-0000021',
  total_paid: 650,
  marketplace_status: 'paid',
  shipment_status: 'handling',
  shipment_substatus: 'Unshipped',
  datec: '2026-11-20T10:00:00.000Z',
};
const shipped = { ...unshipped, id: 22, marketplace_order_id: '702-0000022-0000022', shipment_status: 'shipped', shipment_substatus: 'Shipped' };
const awaitingPayment = { ...unshipped, id: 23, marketplace_order_id: '702-0000023-0000023', marketplace_status: 'pending', shipment_status: 'pending' };

const renderList = (confirmAmazonShipment: (...args: unknown[]) => Promise<void>) => {
  const getList = vi.fn(() => Promise.resolve({ data: [unshipped, shipped, awaitingPayment], total: 3 }) as never);
  renderInAdmin(<AmazonSaleList />, { resource: 'amazon/ventas', dataProvider: { getList, confirmAmazonShipment } as never });
  return getList;
};

const rowOf = (text: string): HTMLElement => screen.getByText(text).closest('tr') as HTMLElement;

const fillAndSend = (carrier: string, tracking: string) => {
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/Paquetería/), { target: { value: carrier } });
  fireEvent.change(within(dialog).getByLabelText(/Número de guía/), { target: { value: tracking } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar envío' }));
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('es');
});

describe("confirming an Amazon order's shipment", () => {
  it('is offered only on a paid order still to ship; the dialog asks carrier and tracking number and sends them', async () => {
    const confirm = vi.fn(() => Promise.resolve());
    const getList = renderList(confirm);
    await screen.findByText('702-0000021-0000021');
    expect(within(rowOf('702-0000022-0000022')).queryByRole('button', { name: 'Confirmar envío' })).not.toBeInTheDocument();
    expect(within(rowOf('702-0000023-0000023')).queryByRole('button', { name: 'Confirmar envío' })).not.toBeInTheDocument();
    fireEvent.click(within(rowOf('702-0000021-0000021')).getByRole('button', { name: 'Confirmar envío' }));
    expect(await screen.findByText('Confirmar envío del pedido 702-0000021-0000021')).toBeInTheDocument();

    const listed = getList.mock.calls.length;
    fillAndSend('Estafeta', 'EST-778812');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('702-0000021-0000021', { carrier: 'Estafeta', tracking_number: 'EST-778812' }));
    expect(await screen.findByText('Envío confirmado a Amazon')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(listed));
  });

  it('sends nothing to Amazon while a field is empty', async () => {
    const confirm = vi.fn(() => Promise.resolve());
    renderList(confirm);
    await screen.findByText('702-0000021-0000021');
    fireEvent.click(within(rowOf('702-0000021-0000021')).getByRole('button', { name: 'Confirmar envío' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar envío' }));
    expect(await within(dialog).findAllByText('Este campo no puede estar vacio')).toHaveLength(2);
    expect(confirm).not.toHaveBeenCalled();
  });

  it("shows the API's field errors on their fields, and Amazon's refusal in words, keeping the dialog open", async () => {
    const confirm = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Amazon rechazó la solicitud: InvalidInput: Order cannot be confirmed as shipped', 422, {}))
      .mockRejectedValueOnce(new HttpError('Los datos enviados no son válidos', 400, { errors: { tracking_number: 'El valor no es válido' } }));
    renderList(confirm);
    await screen.findByText('702-0000021-0000021');
    fireEvent.click(within(rowOf('702-0000021-0000021')).getByRole('button', { name: 'Confirmar envío' }));
    await screen.findByRole('dialog');
    fillAndSend('DHL', 'DHL-1');
    expect(await screen.findByText(/Amazon no confirmó el envío: Amazon rechazó la solicitud/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fillAndSend('DHL', 'DHL 1');
    expect(await within(screen.getByRole('dialog')).findByText('El valor no es válido')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('on a phone, the card of an order to ship offers it too, beside the link that opens the order', async () => {
    stubScreen('phone');
    const confirm = vi.fn(() => Promise.resolve());
    renderList(confirm);
    // The card opens the ERP order through its title, a link named by the title alone; the action sits
    // beside it, inside no link or button (nested interactive elements are invalid and lend the card its name).
    const opening = await screen.findByRole('link', { name: /702-0000021-0000021/ });
    const card = opening.closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(opening).toHaveAttribute('href', '/pedidos/21/show');
    expect(opening).not.toHaveAccessibleName(/Confirmar envío/);
    expect(card).not.toHaveAttribute('role', 'button');
    const action = within(card).getByRole('button', { name: 'Confirmar envío' });
    expect(action.parentElement?.closest('a, button, [role="button"]')).toBeNull();
    fireEvent.click(action);
    expect(await screen.findByText('Confirmar envío del pedido 702-0000021-0000021')).toBeInTheDocument();
    const shippedCard = screen.getByText('702-0000022-0000022').closest('li') as HTMLElement;
    expect(within(shippedCard).queryByRole('button', { name: 'Confirmar envío' })).not.toBeInTheDocument();
  });

  it('says it in English', async () => {
    await i18nProvider.changeLocale('en');
    renderList(vi.fn(() => Promise.resolve()));
    await screen.findByText('702-0000021-0000021');
    fireEvent.click(within(rowOf('702-0000021-0000021')).getByRole('button', { name: 'Confirm shipment' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm shipment of order 702-0000021-0000021')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Carrier/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Tracking number/)).toBeInTheDocument();
  });
});
