import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeMessage } from '../../../resources/notifications';
import { openNotificationSocket, type NotificationSocket } from '../../../src/notifications/notificationSocket';
import { reconnectAttempts } from '../../../src/notifications/reconnectPolicy';
import { asWebSocketClass, FakeWebSocket } from './fakeWebSocket';

const location = { protocol: 'http:', host: 'backoffice.test' };
let socket: NotificationSocket | undefined;

/** Lets the zero-delay timers and promises of a (re)connect run; fake timers need a tick per hop. */
const settle = async () => {
  for (let hop = 0; hop < 5; hop += 1) await vi.advanceTimersByTimeAsync(1);
};

const open = (overrides: { getToken?: () => Promise<string | null>; onGiveUp?: () => void; onMessage?: (message: RealtimeMessage) => void } = {}) => {
  const onGiveUp = overrides.onGiveUp ?? vi.fn();
  const onMessage = overrides.onMessage ?? vi.fn();
  socket = openNotificationSocket({
    getToken: overrides.getToken ?? (() => Promise.resolve('token-1')),
    onMessage,
    onGiveUp,
    location,
    WebSocket: asWebSocketClass(FakeWebSocket),
  });
  return { onGiveUp, onMessage };
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
});
afterEach(() => {
  socket?.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('openNotificationSocket', () => {
  it('connects at once to /ws/notifications with the access token', async () => {
    open();
    await settle();
    expect(FakeWebSocket.latest().url).toBe('ws://backoffice.test/ws/notifications?token=token-1');
  });

  it('uses wss on https', async () => {
    socket = openNotificationSocket({
      getToken: () => Promise.resolve('t'),
      onMessage: vi.fn(),
      onGiveUp: vi.fn(),
      location: { protocol: 'https:', host: 'secure.test' },
      WebSocket: asWebSocketClass(FakeWebSocket),
    });
    await settle();
    expect(FakeWebSocket.latest().url).toBe('wss://secure.test/ws/notifications?token=t');
  });

  it('retries after 1 s, 2 s and 3 s, each with a fresh token, then alerts and stops', async () => {
    let issued = 0;
    const { onGiveUp } = open({ getToken: () => Promise.resolve(`token-${++issued}`) });
    await settle();
    for (const [attempt, delay] of [
      [1, 1000],
      [2, 2000],
      [3, 3000],
    ]) {
      const count = FakeWebSocket.instances.length;
      FakeWebSocket.latest().fail();
      expect(localStorage.getItem('mercado.notifications.socket_attempts')).toBe(String(attempt));
      await vi.advanceTimersByTimeAsync(delay - 20);
      expect(FakeWebSocket.instances).toHaveLength(count);
      await vi.advanceTimersByTimeAsync(20);
      await settle();
      expect(FakeWebSocket.instances).toHaveLength(count + 1);
      expect(FakeWebSocket.latest().url).toContain(`token=token-${attempt + 1}`);
    }
    expect(onGiveUp).not.toHaveBeenCalled();
    FakeWebSocket.latest().fail();
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('resets the counter on load and after a successful open', async () => {
    localStorage.setItem('mercado.notifications.socket_attempts', '3');
    open();
    expect(reconnectAttempts.read()).toBe(0);
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(1);
    FakeWebSocket.latest().fail();
    expect(reconnectAttempts.read()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().open();
    expect(reconnectAttempts.read()).toBe(0);
  });

  it('only logs an unparseable message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onMessage } = open();
    await settle();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive('{not json');
    FakeWebSocket.latest().receive('{"without":"message"}');
    expect(onMessage).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('passes notifications and task progress on', async () => {
    const { onMessage } = open();
    await settle();
    FakeWebSocket.latest().receive(JSON.stringify({ kind: 'task', task_id: 3, status: 2, done: 1, total: 4, message: 'Tarea 3: 1/4' }));
    FakeWebSocket.latest().receive(JSON.stringify({ message: 'Nueva venta' }));
    expect(onMessage).toHaveBeenNthCalledWith(1, expect.objectContaining({ kind: 'task', task_id: 3 }));
    expect(onMessage).toHaveBeenNthCalledWith(2, expect.objectContaining({ kind: 'notification', message: 'Nueva venta' }));
  });

  it('neither retries nor alerts when the session is revoked (4001) or when closed by the app', async () => {
    const { onGiveUp } = open();
    await settle();
    FakeWebSocket.latest().fail(4001);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('does not connect without a session', async () => {
    open({ getToken: () => Promise.resolve(null) });
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
