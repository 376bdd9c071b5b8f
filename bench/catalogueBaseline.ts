/**
 * The yardstick of bench/catalogue.ts: a bare Fastify route answering a fixed product page.
 * Run by it as a child process: npx tsx bench/catalogueBaseline.ts <page.json>
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const page: unknown = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
app.get('/page', () => page);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`baseline en ${address}\n`);
