import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationRecord } from '../../../resources/notifications';
import type { NotificationHistoryQuery } from '../../../src/notifications/notificationCalls';
import { NotificationDropdown } from '../../../src/notifications/NotificationDropdown';
import { NotificationHistoryPage } from '../../../src/notifications/NotificationHistoryPage';
import { CurrentAddress } from '../support/CurrentAddress';
import { renderInAdmin } from '../support/renderInAdmin';
import { question, sale } from './notificationFixtures';
import { stubScreen } from '../support/screenWidth';

const renderHistory = (initial: NotificationRecord[] = [question, { ...sale, seen: true }], path = '/') => {
  let history = [...initial];
  const calls = {
    getNotificationHistory: vi.fn((query: NotificationHistoryQuery) => {
      const data = history.filter(
        (item) =>
          (!query.type || item.type === query.type) &&
          (query.marketplace === undefined || item.marketplace === query.marketplace) &&
          (query.seen === undefined || Boolean(item.seen) === query.seen),
      );
      return Promise.resolve({ data, total: data.length, page: query.page, size: query.size });
    }),
    getUnseenNotifications: vi.fn(() => {
      const unseen = history.filter((item) => !item.seen);
      return Promise.resolve({ data: unseen, total: unseen.length });
    }),
    markNotificationSeen: vi.fn((id: number) => {
      history = history.map((item) => (item.id === id ? { ...item, seen: true } : item));
      return Promise.resolve();
    }),
    deleteNotification: vi.fn((id: number) => {
      history = history.filter((item) => item.id !== id);
      return Promise.resolve();
    }),
    deleteAllNotifications: vi.fn(() => {
      history = [];
      return Promise.resolve();
    }),
  };
  // The page with the top bar's bell beside it, and where the router stands.
  renderInAdmin(
    <>
      <NotificationDropdown />
      <NotificationHistoryPage />
      <Notification />
      <CurrentAddress />
    </>,
    { dataProvider: calls, path },
  );
  return calls;
};

const rowOf = (text: string): HTMLElement => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe('NotificationHistoryPage', () => {
  it('lists seen and unseen notifications with marketplace, date and seen state', async () => {
    const calls = renderHistory();
    expect(await screen.findByText('¿Tienen envío a Monterrey?')).toBeInTheDocument();
    expect(within(rowOf('Nueva venta #5001')).getByText('Amazon')).toBeInTheDocument();
    // A marketplace's name ("Mercado Libre") stays on one line, as the date does.
    expect(within(rowOf('¿Tienen envío a Monterrey?')).getByText('Mercado Libre')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(rowOf('Nueva venta #5001')).getByText('Sí')).toBeInTheDocument();
    expect(within(rowOf('¿Tienen envío a Monterrey?')).getByText('03:07 PM | 22/11/2026')).toBeInTheDocument();
    expect(calls.getNotificationHistory).toHaveBeenCalledWith({ page: 1, size: 5 });
  });

  it('filters by type with translated options', async () => {
    const calls = renderHistory();
    await screen.findByText('Nueva venta #5001');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pregunta' }));
    await waitFor(() => expect(screen.queryByText('Nueva venta #5001')).not.toBeInTheDocument());
    expect(calls.getNotificationHistory).toHaveBeenLastCalledWith({ page: 1, size: 5, type: 'question' });
  });

  it('shows a loading bar over the previous rows while another filter is read, and none once its rows arrive', async () => {
    const calls = renderHistory();
    await screen.findByText('Nueva venta #5001');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The questions' page is held until the test lets it arrive.
    let answer = () => undefined as void;
    calls.getNotificationHistory.mockImplementationOnce(
      (query) =>
        new Promise((resolve) => {
          answer = () => resolve({ data: [question], total: 1, page: query.page, size: query.size });
        }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pregunta' }));
    expect(await screen.findByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    expect(screen.getByText('Nueva venta #5001')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.queryByText('Nueva venta #5001')).not.toBeInTheDocument());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('filters by marketplace, named as a word', async () => {
    const calls = renderHistory();
    await screen.findByText('Nueva venta #5001');
    await userEvent.click(screen.getByRole('combobox', { name: 'Marketplace' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Amazon' }));
    await waitFor(() => expect(screen.queryByText('¿Tienen envío a Monterrey?')).not.toBeInTheDocument());
    expect(screen.getByText('Nueva venta #5001')).toBeInTheDocument();
    expect(calls.getNotificationHistory).toHaveBeenLastCalledWith({ page: 1, size: 5, marketplace: 1 });
  });

  it("opens on the notifications not seen yet at ?seen=false (the home page's card), and shows all again on request", async () => {
    const calls = renderHistory(undefined, '/notificaciones?seen=false');
    expect(await screen.findByText('¿Tienen envío a Monterrey?')).toBeInTheDocument();
    expect(screen.queryByText('Nueva venta #5001')).not.toBeInTheDocument();
    expect(calls.getNotificationHistory).toHaveBeenCalledWith({ page: 1, size: 5, seen: false });
    expect(screen.getByRole('combobox', { name: 'Vista' })).toHaveTextContent('No');
    await userEvent.click(screen.getByRole('combobox', { name: 'Vista' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Todos' }));
    expect(await screen.findByText('Nueva venta #5001')).toBeInTheDocument();
  });

  it('reads every filter from the address, so Back, a reload or a shared link shows the same notifications', async () => {
    const calls = renderHistory(undefined, '/notificaciones?type=order&marketplace=1&seen=true');
    expect(await screen.findByText('Nueva venta #5001')).toBeInTheDocument();
    expect(screen.queryByText('¿Tienen envío a Monterrey?')).not.toBeInTheDocument();
    expect(calls.getNotificationHistory).toHaveBeenCalledWith({ page: 1, size: 5, type: 'order', marketplace: 1, seen: true });
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Venta');
    expect(screen.getByRole('combobox', { name: 'Marketplace' })).toHaveTextContent('Amazon');
  });

  it('deletes one row, and all after confirming', async () => {
    const calls = renderHistory();
    await screen.findByText('Nueva venta #5001');
    await userEvent.click(within(rowOf('Nueva venta #5001')).getByRole('button', { name: 'Eliminar notificación' }));
    expect(calls.deleteNotification).toHaveBeenCalledWith(10);
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(screen.queryByText('Nueva venta #5001')).not.toBeInTheDocument());
    // The specification's alert for a deletion.
    expect((await screen.findAllByText('eliminado correctamente', {}, { timeout: 3000 })).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar todas' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Eliminar todas las notificaciones')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar todas' }));
    expect(calls.deleteAllNotifications).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No hay informacion para mostrar')).toBeInTheDocument();
  });

  it("shows each notification's type icon, the one the bell's dropdown shows, in its row", async () => {
    renderHistory();
    await screen.findByText('Nueva venta #5001');
    expect(within(rowOf('¿Tienen envío a Monterrey?')).getByTitle('Pregunta')).toBeInTheDocument();
    expect(within(rowOf('Nueva venta #5001')).getByTitle('Venta')).toBeInTheDocument();
  });

  it("on a phone, shows each notification's type icon in its card, as the bell's dropdown does", async () => {
    stubScreen('phone');
    try {
      renderHistory();
      const cardOf = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;
      expect(within(await cardOf('¿Tienen envío a Monterrey?')).getByTitle('Pregunta')).toBeInTheDocument();
      expect(within(await cardOf('Nueva venta #5001')).getByTitle('Venta')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a phone, shows each notification as a card with its delete button', async () => {
    stubScreen('phone');
    try {
      renderHistory();
      expect(await screen.findByText('¿Tienen envío a Monterrey?')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Eliminar notificación' }).length).toBeGreaterThanOrEqual(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("opens a notification from its message, a link to where the bell's item leads, and marks it seen in the history and the bell", async () => {
    const calls = renderHistory();
    const bell = screen.getByRole('button', { name: 'Notificaciones' });
    expect(await within(bell).findByText('1')).toBeInTheDocument();
    const link = within(rowOf('¿Tienen envío a Monterrey?')).getByRole('link', { name: '¿Tienen envío a Monterrey?' });
    expect(link).toHaveAttribute('href', '/mercadolibre/preguntas?busqueda=Q-2002');
    expect(within(rowOf('¿Tienen envío a Monterrey?')).getByText('No')).toBeInTheDocument();

    await userEvent.click(link);
    expect(screen.getByLabelText('address')).toHaveTextContent('/mercadolibre/preguntas?busqueda=Q-2002');
    expect(calls.markNotificationSeen).toHaveBeenCalledWith(11);
    await waitFor(() => expect(within(rowOf('¿Tienen envío a Monterrey?')).getByText('Sí')).toBeInTheDocument());
    expect(document.querySelector('.MuiBadge-invisible')).not.toBeNull();
  });

  it('on a phone, opens a notification from its card and marks it seen', async () => {
    stubScreen('phone');
    try {
      const calls = renderHistory();
      const card = (await screen.findByText('Nueva venta #5001')).closest('li') as HTMLElement;
      await userEvent.click(within(card).getByRole('link', { name: 'Nueva venta #5001' }));
      expect(screen.getByLabelText('address')).toHaveTextContent('/amazon/ventas?busqueda=5001');
      expect(calls.markNotificationSeen).toHaveBeenCalledWith(10);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
