import ReconnectingWebSocket from 'reconnecting-websocket';
import { type RealtimeMessage, sessionRevokedClose } from '../../resources/notifications';
import { parseRealtimeMessage } from './realtimeMessage';
import { nextReconnect, reconnectAttempts } from './reconnectPolicy';

type WebSocketClass = new (url: string, protocols?: string | string[]) => WebSocket;

export interface NotificationSocketOptions {
  /** A valid access token (refreshed when about to expire), or null once signed out. */
  readonly getToken: () => Promise<string | null>;
  readonly onMessage: (message: RealtimeMessage) => void;
  /** Called on every (re)connect: what was published while no socket listened never reaches this one. */
  readonly onOpen?: () => void;
  /** Called once when the attempts run out, to alert the user that live notifications stopped. */
  readonly onGiveUp: () => void;
  readonly location?: Pick<Location, 'protocol' | 'host'>;
  readonly WebSocket?: WebSocketClass;
  readonly storage?: Storage;
}

export interface NotificationSocket {
  close(): void;
}

export const notificationSocketUrl = ({ protocol, host }: Pick<Location, 'protocol' | 'host'>, token?: string): string =>
  `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws/notifications${token ? `?token=${encodeURIComponent(token)}` : ''}`;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `/ws/notifications` through reconnecting-websocket. The library's own backoff is switched off
 * (zero delays): the URL provider waits attempt × 1 s itself and asks for a fresh token on every
 * (re)connect, because the access token lives one minute and would be expired on a later retry.
 */
export const openNotificationSocket = ({
  getToken,
  onMessage,
  onOpen,
  onGiveUp,
  location = window.location,
  WebSocket: SocketClass,
  storage = localStorage,
}: NotificationSocketOptions): NotificationSocket => {
  reconnectAttempts.reset(storage);
  let stopped = false;

  const urlProvider = async (): Promise<string> => {
    const decision = nextReconnect(reconnectAttempts.read(storage));
    if (decision.retry) await sleep(decision.delayMs);
    const token = stopped ? null : await getToken().catch(() => null);
    // Without a session there is nothing to connect to; closing first means the URL is never used.
    if (!token) stop();
    return notificationSocketUrl(location, token ?? undefined);
  };

  const socket = new ReconnectingWebSocket(urlProvider, undefined, {
    ...(SocketClass ? { WebSocket: SocketClass } : {}),
    minReconnectionDelay: 0,
    maxReconnectionDelay: 0,
  });

  function stop() {
    stopped = true;
    socket.close();
  }

  socket.addEventListener('open', () => {
    reconnectAttempts.reset(storage);
    onOpen?.();
  });
  socket.addEventListener('message', (event) => {
    const message = parseRealtimeMessage(event.data);
    if (message) onMessage(message);
  });
  socket.addEventListener('close', (event) => {
    if (stopped) return;
    // A revoked session will not come back by retrying; the app's logout takes over.
    if (event.code === sessionRevokedClose.code) return stop();
    if (!nextReconnect(reconnectAttempts.increment(storage)).retry) {
      stop();
      onGiveUp();
    }
  });

  return { close: stop };
};
