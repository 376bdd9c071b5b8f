import type { WebSocket } from 'ws';
import { type RealtimeMessage, sessionRevokedClose, type TaskProgressMessage } from '../../resources/notifications';
import type { RevokedSessions } from '../auth/sessions';
import type { BusEvent, RealtimeBus, RealtimeTarget } from './realtimeBus';

interface Connection {
  socket: WebSocket;
  userId: number;
  sessionId: string;
  /** Answered the last ping; a socket that misses one heartbeat is dropped. */
  alive: boolean;
}

interface HubLog {
  warn(object: object, message: string): void;
}

export interface HubOptions {
  heartbeatMs?: number;
  /** A user's oldest socket is closed beyond this many (reconnect storms, forgotten tabs). */
  maxSocketsPerUser?: number;
}

export type TaskProgress = Omit<TaskProgressMessage, 'kind' | 'message'> & { message?: string };

/**
 * The sockets of this process, by user, and what reaches them: a publication is delivered here at
 * once and sent over the bus to the other processes, so a socket gets it wherever it is connected.
 */
export class RealtimeHub {
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly heartbeatTimer: NodeJS.Timeout;
  private readonly maxSocketsPerUser: number;

  constructor(
    readonly bus: RealtimeBus,
    private readonly log: HubLog,
    options: HubOptions = {},
  ) {
    this.maxSocketsPerUser = options.maxSocketsPerUser ?? 32;
    bus.subscribe((event) => this.receive(event));
    this.heartbeatTimer = setInterval(() => this.heartbeat(), options.heartbeatMs ?? 30_000).unref();
  }

  attach(socket: WebSocket, user: { id: number; sessionId: string }): void {
    const connection: Connection = { socket, userId: user.id, sessionId: user.sessionId, alive: true };
    const own = this.byUser.get(user.id) ?? new Set<Connection>();
    this.byUser.set(user.id, own);
    own.add(connection);
    if (own.size > this.maxSocketsPerUser) {
      const oldest = own.values().next().value;
      oldest?.socket.close(1008, 'too many connections');
      if (oldest) own.delete(oldest);
    }
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => {
      own.delete(connection);
      if (own.size === 0 && this.byUser.get(user.id) === own) this.byUser.delete(user.id);
    });
  }

  /** Sends a message to users' sockets in every process. */
  async publish(target: RealtimeTarget, message: RealtimeMessage): Promise<void> {
    this.deliverLocal(target, message);
    await this.bus.publish({ kind: 'deliver', target, message });
  }

  async publishTaskProgress(progress: TaskProgress, target: RealtimeTarget): Promise<void> {
    const message = progress.message ?? `Tarea ${progress.task_id}: ${progress.done}/${progress.total}`;
    await this.publish(target, { kind: 'task', ...progress, message });
  }

  /** Closes the revoked sessions' sockets in every process; a failure is logged, never thrown at a logout. */
  async revoke(revoked: RevokedSessions): Promise<void> {
    this.closeRevoked(revoked);
    await this.bus
      .publish({ kind: 'revoke', revoked }, { confirmed: true })
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not close revoked sockets'));
  }

  /** Whether the user has at least one socket on this process. */
  isConnected(userId: number): boolean {
    return this.byUser.has(userId);
  }

  get socketCount(): number {
    let count = 0;
    for (const own of this.byUser.values()) count += own.size;
    return count;
  }

  /** Sends to this process's sockets only; other processes receive the same bus event. */
  deliverLocal(target: RealtimeTarget, message: RealtimeMessage): void {
    const text = JSON.stringify(message);
    const users = target === 'all' ? this.byUser.keys() : target;
    for (const userId of users) {
      for (const { socket } of this.byUser.get(userId) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    }
  }

  /** Pings every socket; one that did not answer the previous ping is dead and dropped. */
  heartbeat(): void {
    for (const own of this.byUser.values()) {
      for (const connection of own) {
        if (!connection.alive) {
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        connection.socket.ping();
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeatTimer);
    await this.bus.close();
  }

  private receive(event: BusEvent): void {
    if (event.kind === 'deliver') this.deliverLocal(event.target, event.message);
    else if (event.kind === 'revoke') this.closeRevoked(event.revoked);
  }

  private closeRevoked(revoked: RevokedSessions): void {
    const users = 'userId' in revoked ? [this.byUser.get(revoked.userId) ?? []] : this.byUser.values();
    for (const own of users) {
      for (const connection of own) {
        if ('userId' in revoked || connection.sessionId === revoked.sessionId) {
          connection.socket.close(sessionRevokedClose.code, sessionRevokedClose.reason);
        }
      }
    }
  }
}
