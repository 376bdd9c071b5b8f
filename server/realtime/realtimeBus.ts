import type { RealtimeMessage } from '../../resources/notifications';
import type { RevokedSessions } from '../auth/sessions';

/** Every user with an open socket, or only these users. */
export type RealtimeTarget = readonly number[] | 'all';

/** Inclusive id range: the rows of one insert are nearly always consecutive, so a few ranges name them all. */
export type IdRange = readonly [first: number, last: number];

/**
 * What travels between server processes. Kept small, because PostgreSQL caps a NOTIFY payload
 * at 8000 bytes: notifications travel as id ranges and each process loads the ones its sockets need.
 */
export type BusEvent =
  | { kind: 'deliver'; target: RealtimeTarget; message: RealtimeMessage }
  | { kind: 'notifications'; ranges: readonly IdRange[] }
  | { kind: 'revoke'; revoked: RevokedSessions };

export interface PublishOptions {
  /**
   * Resolve only once the event came back to this process's own listener: by then the database has
   * handed it to every listening process. A revocation waits for this, so that once a logout has
   * answered, no other process still honours the session from memory.
   */
  confirmed?: boolean;
}

/**
 * Carries events to the OTHER server processes sharing the database; the publishing process
 * acts on an event itself, at once, without a round trip.
 */
export interface RealtimeBus {
  publish(event: BusEvent, options?: PublishOptions): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): void;
  close(): Promise<void>;
}

/** The embedded (SQLite) case: there is no other process to tell. */
export class LocalRealtimeBus implements RealtimeBus {
  async publish(): Promise<void> {}

  subscribe(): void {}

  async close(): Promise<void> {}
}
