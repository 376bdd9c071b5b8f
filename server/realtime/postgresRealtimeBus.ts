import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Tables } from '../db/tables';
import type { BusEvent, PublishOptions, RealtimeBus } from './realtimeBus';

export const realtimeChannel = 'backoffice_events';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const maxPayloadBytes = 7900;

interface BusLog {
  warn(object: object, message: string): void;
}

/** A confirmed publication stops waiting for its echo after this long (the listener may be reconnecting). */
const echoTimeoutMs = 2000;

/** What goes through NOTIFY: the event and which process sent it, which ignores its own but for confirming it. */
interface Envelope {
  origin: string;
  event: BusEvent;
  /** Set on a confirmed publication: its echo resolves the publisher's wait. */
  echo?: string;
}

/**
 * Fans events out across processes with LISTEN/NOTIFY: one dedicated client per process
 * listens; publishing is `pg_notify` through the shared pool. Events sent while the listener
 * reconnects are lost, which is acceptable: a browser reloads the unseen list when it reconnects.
 */
export class PostgresRealtimeBus implements RealtimeBus {
  private readonly handlers: ((event: BusEvent) => void)[] = [];
  private readonly origin = randomUUID();
  private readonly echoes = new Map<string, () => void>();
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

  async publish(event: BusEvent, options: PublishOptions = {}): Promise<void> {
    const echo = options.confirmed ? randomUUID() : undefined;
    const payload = JSON.stringify({ origin: this.origin, event, echo } satisfies Envelope);
    if (Buffer.byteLength(payload) > maxPayloadBytes) {
      throw new Error(`realtime event of ${Buffer.byteLength(payload)} bytes exceeds the ${maxPayloadBytes}-byte NOTIFY limit`);
    }
    if (!echo) {
      await sql`select pg_notify(${realtimeChannel}, ${payload})`.execute(this.db);
      return;
    }
    const echoed = new Promise<void>((resolve) => {
      this.echoes.set(echo, resolve);
      setTimeout(resolve, echoTimeoutMs).unref();
    });
    try {
      await sql`select pg_notify(${realtimeChannel}, ${payload})`.execute(this.db);
      await echoed;
    } finally {
      this.echoes.delete(echo);
    }
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
      const { origin, event, echo } = JSON.parse(notification.payload) as Envelope;
      if (origin === this.origin) {
        if (echo) this.echoes.get(echo)?.();
        return;
      }
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
    setTimeout(
      () => {
        if (this.closed) return;
        this.listen().catch((error: unknown) => {
          this.log.warn({ err: error, attempt }, 'realtime listener could not reconnect');
          this.reconnect(attempt + 1);
        });
      },
      Math.min(30_000, attempt * 1000),
    ).unref();
  }
}
