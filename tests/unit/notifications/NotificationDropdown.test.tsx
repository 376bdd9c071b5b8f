import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationDropdown } from '../../../src/notifications/NotificationDropdown';
import { CurrentAddress } from '../support/CurrentAddress';
import { renderInAdmin } from '../support/renderInAdmin';
import { question, sale } from './notificationFixtures';

/** A data provider that behaves like the server: what is marked seen leaves the unseen list. */
const renderDropdown = (initial = [question, sale]) => {
  let unseen = [...initial];
  const calls = {
    getUnseenNotifications: vi.fn(() => Promise.resolve({ data: unseen, total: unseen.length })),
    markNotificationSeen: vi.fn((id: number) => {
      unseen = unseen.filter((item) => item.id !== id);
      return Promise.resolve();
    }),
    markAllNotificationsSeen: vi.fn(() => {
      unseen = [];
      return Promise.resolve();
    }),
  };
  renderInAdmin(
    <>
      <NotificationDropdown />
      <CurrentAddress />
    </>,
    { dataProvider: calls },
  );
  /** A notification the server stored whose push this page never got. */
  const storedUnpushed = (record: (typeof initial)[number]) => {
    unseen = [record, ...unseen];
  };
  return { ...calls, storedUnpushed };
};

const openDropdown = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
  return screen.findByRole('list', { name: 'Notificaciones' });
};

describe('NotificationDropdown', () => {
  it('shows the unseen count on a badge and each notification with its icon, message and date', async () => {
    renderDropdown();
    const bell = screen.getByRole('button', { name: 'Notificaciones' });
    expect(await within(bell).findByText('2')).toBeInTheDocument();
    const list = await openDropdown();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('¿Tienen envío a Monterrey?')).toBeInTheDocument();
    expect(within(items[0]).getByText('03:07 PM | 22/11/2026')).toBeInTheDocument();
    expect(within(items[0]).getByTitle('Pregunta')).toBeInTheDocument();
    expect(within(items[1]).getByTitle('Venta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver historial' })).toHaveAttribute('href', '/notificaciones');
  });

  it('reads the list again when opened, so one whose push never arrived still shows', async () => {
    const server = renderDropdown([question]);
    const bell = screen.getByRole('button', { name: 'Notificaciones' });
    expect(await within(bell).findByText('1')).toBeInTheDocument();
    server.storedUnpushed(sale);
    const list = await openDropdown();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(bell).getByText('2')).toBeInTheDocument();
  });

  it('says so when there is nothing new, without a badge', async () => {
    renderDropdown([]);
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('No tienes notificaciones nuevas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpiar todo' })).toBeDisabled();
    expect(document.querySelector('.MuiBadge-invisible')).not.toBeNull();
  });

  it('marks one notification seen with its close button', async () => {
    const calls = renderDropdown();
    const list = await openDropdown();
    const [first] = within(list).getAllByRole('listitem');
    await userEvent.click(within(first).getByRole('button', { name: 'Marcar como vista' }));
    expect(calls.markNotificationSeen).toHaveBeenCalledWith(11);
    await waitFor(() => expect(screen.queryByText('¿Tienen envío a Monterrey?')).not.toBeInTheDocument());
  });

  it('keeps a notification marked seen out of the list when the read the opening started answers after it', async () => {
    const calls = renderDropdown();
    const bell = screen.getByRole('button', { name: 'Notificaciones' });
    expect(await within(bell).findByText('2')).toBeInTheDocument();
    // The opening's read answers with the list as it was, while the marking is still on its way.
    let answerOpening: (list: { data: (typeof question)[]; total: number }) => void = () => undefined;
    calls.getUnseenNotifications.mockImplementationOnce(() => new Promise((resolve) => (answerOpening = resolve)));
    calls.markNotificationSeen.mockImplementationOnce(() => new Promise(() => undefined));
    const list = await openDropdown();
    await userEvent.click(within(within(list).getAllByRole('listitem')[0]).getByRole('button', { name: 'Marcar como vista' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    answerOpening({ data: [question, sale], total: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('¿Tienen envío a Monterrey?')).not.toBeInTheDocument();
  });

  it('marks all seen with clear-all', async () => {
    const calls = renderDropdown();
    await openDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar todo' }));
    expect(calls.markAllNotificationsSeen).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No tienes notificaciones nuevas')).toBeInTheDocument();
  });

  it('goes to the marketplace section with ?busqueda= and marks the notification seen', async () => {
    const calls = renderDropdown();
    await openDropdown();
    await userEvent.click(screen.getByText('Nueva venta #5001'));
    expect(screen.getByLabelText('address')).toHaveTextContent('/amazon/ventas?busqueda=5001');
    expect(calls.markNotificationSeen).toHaveBeenCalledWith(10);
  });
});
