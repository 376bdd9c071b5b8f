import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGetList } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '../../../src/notifications/NotificationBell';
import { tokenStore } from '../../../src/providers/tokenStore';
import { makeJwt } from '../support/fetchStub';
import { renderInAdmin } from '../support/renderInAdmin';
import { FakeWebSocket } from './fakeWebSocket';
import type { NotificationRecord } from '../../../resources/notifications';
import { sale } from './notificationFixtures';

const shown: string[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
  constructor(message: string) {
    shown.push(message);
  }
}

const arrival = {
  kind: 'notification',
  id: 12,
  type: 'payment' as const,
  message: 'Pago acreditado',
  date: new Date(2026, 10, 23, 8, 0).toISOString(),
  marketplace: 2 as const,
  resource_id: 'P-9',
  data: {},
};

/** The server's unseen list: a notification is stored there before it is pushed. */
const stored: NotificationRecord[] = [];
const storeAndPush = (socket: FakeWebSocket, message: typeof arrival) => {
  const { kind: _kind, ...record } = message;
  stored.unshift({ ...record, seen: false });
  socket.receive(JSON.stringify(message));
};

const renderBell = () =>
  renderInAdmin(<NotificationBell />, {
    dataProvider: { getUnseenNotifications: () => Promise.resolve({ data: [...stored], total: stored.length }) },
  });

const connectedSocket = async () => {
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  socket.open();
  return socket;
};

beforeEach(() => {
  shown.length = 0;
  stored.splice(0, stored.length, sale);
  FakeWebSocket.instances = [];
  FakeNotification.permission = 'default';
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal('Notification', FakeNotification);
  tokenStore.save({ token: makeJwt(60), refreshToken: 'r', userName: 'Vendedora', id: 1, remember: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NotificationBell (realtime)', () => {
  it('connects with the session token, puts an arriving notification at the head of the list and raises a browser notification', async () => {
    renderBell();
    const socket = await connectedSocket();
    expect(socket.url).toMatch(/\/ws\/notifications\?token=/);
    const bell = screen.getByRole('button', { name: 'Notificaciones' });
    expect(await within(bell).findByText('1')).toBeInTheDocument();

    storeAndPush(socket, arrival);
    expect(await within(bell).findByText('2')).toBeInTheDocument();
    await userEvent.click(bell);
    const items = within(await screen.findByRole('list', { name: 'Notificaciones' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Pago acreditado');
    expect(items[1]).toHaveTextContent('Nueva venta #5001');
    await waitFor(() => expect(shown).toEqual(['Pago acreditado']));
    expect(FakeNotification.requestPermission).toHaveBeenCalled();
  });

  it('reads the list again when the connection comes back, so a notification published while it was down is there', async () => {
    const missed = { ...sale, id: 11, message: 'Nueva venta #5002', resource_id: '5002' };
    const stored = [sale];
    renderInAdmin(<NotificationBell />, {
      dataProvider: { getUnseenNotifications: () => Promise.resolve({ data: [...stored], total: stored.length }) },
    });
    const first = await connectedSocket();
    const bell = screen.getByRole('button', { name: 'Notificaciones' });
    expect(await within(bell).findByText('1')).toBeInTheDocument();

    first.fail();
    stored.unshift(missed);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 3_000 });
    FakeWebSocket.latest().open();

    expect(await within(bell).findByText('2')).toBeInTheDocument();
    await userEvent.click(bell);
    const items = within(await screen.findByRole('list', { name: 'Notificaciones' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nueva venta #5002');
  });

  it('reads the open screen again when the connection opens, so a record stored before it listened shows', async () => {
    const questions = [{ id: 1, text: '¿Hacen factura?' }];
    const OpenScreen = () => {
      const { data } = useGetList('mercadolibre/preguntas');
      return (
        <ul aria-label="Preguntas">
          {data?.map((question) => (
            <li key={question.id}>{question.text}</li>
          ))}
        </ul>
      );
    };
    renderInAdmin(
      <>
        <NotificationBell />
        <OpenScreen />
      </>,
      {
        dataProvider: {
          getUnseenNotifications: () => Promise.resolve({ data: [], total: 0 }),
          getList: () => Promise.resolve({ data: [...questions], total: questions.length }) as never,
        },
      },
    );
    expect(await screen.findByText('¿Hacen factura?')).toBeInTheDocument();
    // Asked and announced after the screen was read, before the socket listened.
    questions.unshift({ id: 2, text: '¿Tienen garantía?' });
    await connectedSocket();
    expect(await screen.findByText('¿Tienen garantía?')).toBeInTheDocument();
  });

  it('alerts once where the browser has no notifications', async () => {
    vi.stubGlobal('Notification', undefined);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderBell();
    const socket = await connectedSocket();
    socket.receive(JSON.stringify(arrival));
    socket.receive(JSON.stringify({ ...arrival, id: 13 }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Tu navegador no soporta notificaciones'));
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('closes the socket when unmounted (logout)', async () => {
    const { unmount } = renderBell();
    const socket = await connectedSocket();
    unmount();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  });
});
