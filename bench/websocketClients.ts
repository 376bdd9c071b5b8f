/**
 * The 1,000 clients of bench/websocket.ts, in their own process so that their work does not share
 * the server's event loop. Started by it with IPC; not meant to be run alone.
 */
import WebSocket from 'ws';

interface Start {
  url: string;
  tokens: string[];
}

const now = () => performance.timeOrigin + performance.now();

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

process.once('message', async ({ url, tokens }: Start) => {
  const arrivals = new Map<string, { first: number; count: number }>();
  const onMessage = (raw: WebSocket.RawData) => {
    const at = now();
    const { message } = JSON.parse(raw.toString()) as { message: string };
    const seen = arrivals.get(message) ?? { first: at, count: 0 };
    seen.count += 1;
    arrivals.set(message, seen);
    if (seen.count === tokens.length) process.send?.({ type: 'received', message, first: seen.first, last: at });
  };
  const sockets: WebSocket[] = [];
  // Opened in small waves: a thousand simultaneous handshakes would measure the accept queue, not the hub.
  for (let start = 0; start < tokens.length; start += 50) {
    const wave = await Promise.all(tokens.slice(start, start + 50).map((token) => open(`${url}/ws/notifications?token=${token}`)));
    for (const socket of wave) socket.on('message', onMessage);
    sockets.push(...wave);
  }
  process.send?.({ type: 'ready', sockets: sockets.length });
  process.once('message', () => {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  });
});
