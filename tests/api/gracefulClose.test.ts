import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { startTestApp } from './testApp';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('closing answers the request in flight, then ends at once although its client keeps the connection open', async () => {
  const app = await startTestApp();
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address() as AddressInfo;
  const body = JSON.stringify({ username: 'nadie@example.com', password: 'equivocada' });
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  // The request is under way (headers sent, body not yet) when the server starts closing.
  socket.write(
    `POST /api/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n`,
  );
  await sleep(100);
  const closed = app.close();
  await sleep(100);
  socket.write(body);
  while (!answer) await sleep(10);
  const answered = Date.now();

  await closed;
  expect(Date.now() - answered).toBeLessThan(1_000);
  expect(answer).toMatch(/^HTTP\/1\.1 401/);
  socket.destroy();
});
