/** The baseline of bench/upload.ts: a bare node:http route that streams the request body to disk. */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const folder = mkdtempSync(join(tmpdir(), 'backoffice-bench-bare-'));
let count = 0;
const server = createServer((request, response) => {
  count += 1;
  pipeline(request, createWriteStream(join(folder, `body-${count}`))).then(
    () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success"}'),
    () => response.writeHead(500).end(),
  );
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
  process.exit(0);
});
