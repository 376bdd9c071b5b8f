import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Tables } from '../db/tables';
import type { BusEvent, RealtimeBus } from './realtimeBus';

export const realtimeChannel = 'backoffice_events';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const maxPayloadBytes = 7900;

interface BusLog {
  warn(object: object, message: string): void;
}

/** What goes through NOTIFY: the event and which process sent it, which ignores its own. */
interface Envelope {
  origin: string;
  event: BusEvent;
}

/**
 * Fans events out across processes with LISTEN/NOTIFY: one dedicated client per process
 * listens; publishing is `pg_notify` through the shared pool. Events sent while the listener
 * reconnects are lost, which is acceptable: a browser reloads the unseen list when it reconnects.
 */
export class PostgresRealtimeBus implements RealtimeBus {
  private readonly handlers: ((event: BusEvent) => void)[] = [];
  private readonly origin = randomUUID();
  private listener: pg.Client | undefined;
  private closed = false;

  private constructor(
    private readonly connectionString: string,
    private readonly db: Kysely<Tables>,
    private readonly log: BusLog,
  ) {}

  static async open(connectionString: string, db: Kysely<Tables>, log: BusLog): Promise<PostgresRealtimeBus> {
    const bus = new PostgresRealtimeBus(connectionString, db, log);
    await bus.listen();
    return bus;
  }

  async publish(event: BusEvent): Promise<void> {
    const payload = JSON.stringify({ origin: this.origin, event } satisfies Envelope);
    if (Buffer.byteLength(payload) > maxPayloadBytes) {
      throw new Error(`realtime event of ${Buffer.byteLength(payload)} bytes exceeds the ${maxPayloadBytes}-byte NOTIFY limit`);
    }
    await sql`select pg_notify(${realtimeChannel}, ${payload})`.execute(this.db);
  }

  subscribe(handler: (event: BusEvent) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (notification) => {
      if (notification.channel !== realtimeChannel || !notification.payload) return;
      const { origin, event } = JSON.parse(notification.payload) as Envelope;
      if (origin === this.origin) return;
      for (const handler of this.handlers) handler(event);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'realtime listener lost its connection');
      if (this.listener === client) this.listener = undefined;
      void client.end().catch(() => undefined);
      this.reconnect();
    });
    await client.connect();
    await client.query(`listen ${realtimeChannel}`);
    this.listener = client;
  }

  private reconnect(attempt = 1): void {
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed) return;
      this.listen().catch((error: unknown) => {
        this.log.warn({ err: error, attempt }, 'realtime listener could not reconnect');
        this.reconnect(attempt + 1);
      });
    }, Math.min(30_000, attempt * 1000)).unref();
  }
}
