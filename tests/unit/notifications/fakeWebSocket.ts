type Listener = (event: unknown) => void;

/** A WebSocket stand-in that reconnecting-websocket accepts; tests drive open, messages and failures. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  binaryType = 'blob';
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  addEventListener(type: string, listener: Listener): void {
    const own = this.listeners.get(type) ?? new Set<Listener>();
    own.add(listener);
    this.listeners.set(type, own);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  send(): void {}

  close(code = 1000, reason = ''): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.emit('close', { type: 'close', code, reason, wasClean: true });
  }

  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.emit('open', { type: 'open' });
  }

  receive(data: string): void {
    this.emit('message', { type: 'message', data });
  }

  /** The server refused or dropped the connection. */
  fail(code = 1006): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.emit('close', { type: 'close', code, reason: '', wasClean: false });
  }

  private emit(type: string, event: unknown): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }
}

export const asWebSocketClass = (fake: typeof FakeWebSocket) => fake as unknown as typeof WebSocket;
