import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface RotatedSession {
  sessionId: string;
  userId: number;
  refreshToken: string;
  /** When this refresh token was issued; its access token is signed with the same time. */
  issuedAt: Date;
}

/** Which sessions were just revoked: one session, or every session of a user. */
export type RevokedSessions = { sessionId: string } | { userId: number };

export interface SessionOptions {
  ttlSeconds: number;
  /** A refresh token presented again this soon after its rotation gets the same answer instead of revoking the session. */
  graceSeconds: number;
  /** Keys the derivation of each rotated secret, so a repeated refresh can answer it again without it being stored. */
  rotationKey: string;
  /**
   * How long a live session is trusted from memory. Revocations clear it at once (in every process on
   * PostgreSQL, through the realtime bus); this only bounds the effect of a revocation event that was lost.
   */
  cacheSeconds: number;
}

export class SessionStore {
  private readonly revokedListeners: ((revoked: RevokedSessions) => void | Promise<void>)[] = [];
  /** Live sessions by id: their user and until when memory may vouch for them. */
  private readonly live = new Map<string, { userId: number; until: number }>();
  /** Bumped by every revocation, so a check that read the database before it does not cache a stale answer. */
  private generation = 0;

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly options: SessionOptions,
  ) {}

  /** Called after each revocation, e.g. to close the revoked sessions' websockets; the revocation waits for it. */
  onRevoked(listener: (revoked: RevokedSessions) => void | Promise<void>): void {
    this.revokedListeners.push(listener);
  }

  async open(userId: number, now = new Date()): Promise<RotatedSession> {
    const sessionId = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('auth_sessions')
      .values({
        id: sessionId,
        user_id: userId,
        token_hash: digest(secret),
        previous_hash: null,
        created_at: now.toISOString(),
        expires_at: this.expiryFrom(now),
        rotated_at: null,
        revoked_at: null,
      })
      .execute();
    return { sessionId, userId, refreshToken: `${sessionId}.${secret}`, issuedAt: now };
  }

  /**
   * Exchanges a refresh token (`<session id>.<secret>`) for the next one. The same token presented
   * again within the grace window (a retry, two tabs racing) gets the same next token. Presented
   * later, or after the next one was used, it is a sign of theft, so the whole session is revoked.
   */
  async rotate(refreshToken: string, now = new Date()): Promise<RotatedSession | null> {
    const [sessionId, secret] = refreshToken.split('.');
    if (!sessionId || !secret) return null;
    const session = await this.db.selectFrom('auth_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
    if (!session || session.revoked_at || session.expires_at <= now.toISOString()) return null;
    const presented = digest(secret);
    const nextSecret = this.successor(sessionId, secret);
    const next = { sessionId, userId: session.user_id, refreshToken: `${sessionId}.${nextSecret}` };
    // The row's hash is the condition: of two racing rotations exactly one updates it.
    const updated = await this.db
      .updateTable('auth_sessions')
      .set({ token_hash: digest(nextSecret), previous_hash: presented, rotated_at: now.toISOString(), expires_at: this.expiryFrom(now) })
      .where('id', '=', sessionId)
      .where('token_hash', '=', presented)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return { ...next, issuedAt: now };

    const current = await this.db.selectFrom('auth_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
    const repeated =
      current &&
      !current.revoked_at &&
      current.rotated_at &&
      current.previous_hash === presented &&
      current.token_hash === digest(nextSecret) &&
      now.getTime() - Date.parse(current.rotated_at) < this.options.graceSeconds * 1000;
    if (repeated) return { ...next, issuedAt: new Date(current.rotated_at!) };
    await this.revoke(sessionId, now);
    return null;
  }

  async revoke(sessionId: string, now = new Date()): Promise<void> {
    await this.db.updateTable('auth_sessions').set({ revoked_at: now.toISOString() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
    await this.announce({ sessionId });
  }

  async revokeAllOf(userId: number, now = new Date()): Promise<void> {
    await this.db.updateTable('auth_sessions').set({ revoked_at: now.toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    await this.announce({ userId });
  }

  /** Whether an access token of this session may still be honoured: not revoked, not expired, its user enabled. */
  async isActive(sessionId: string, now = new Date()): Promise<boolean> {
    const cached = this.live.get(sessionId);
    if (cached && cached.until > now.getTime()) return true;
    this.live.delete(sessionId);
    const generation = this.generation;
    const session = await this.db
      .selectFrom('auth_sessions')
      .innerJoin('users', 'users.id', 'auth_sessions.user_id')
      .select(['auth_sessions.user_id as userId', 'auth_sessions.revoked_at as revokedAt', 'auth_sessions.expires_at as expiresAt', 'users.status as status'])
      .where('auth_sessions.id', '=', sessionId)
      .executeTakeFirst();
    const expiresAt = session ? Date.parse(String(session.expiresAt)) : 0;
    const active = !!session && !session.revokedAt && expiresAt > now.getTime() && session.status !== 'disabled';
    if (active && generation === this.generation && this.options.cacheSeconds > 0) {
      this.remember(sessionId, Number(session.userId), Math.min(expiresAt, now.getTime() + this.options.cacheSeconds * 1000));
    }
    return active;
  }

  /** Drops revoked sessions from memory: called here, and for revocations made by other processes. */
  forget(revoked: RevokedSessions): void {
    this.generation++;
    if ('sessionId' in revoked) {
      this.live.delete(revoked.sessionId);
      return;
    }
    for (const [sessionId, session] of this.live) {
      if (session.userId === revoked.userId) this.live.delete(sessionId);
    }
  }

  private async announce(revoked: RevokedSessions): Promise<void> {
    this.forget(revoked);
    await Promise.all(this.revokedListeners.map((listener) => listener(revoked)));
  }

  private remember(sessionId: string, userId: number, until: number): void {
    // Bounded: the oldest entry goes first; a forgotten session is only read again.
    if (this.live.size >= 50_000) this.live.delete(this.live.keys().next().value!);
    this.live.set(sessionId, { userId, until });
  }

  /** The secret that follows `secret`: unpredictable without the server's key, yet the same every time. */
  private successor(sessionId: string, secret: string): string {
    return createHmac('sha256', this.options.rotationKey).update(`${sessionId}.${secret}`).digest('base64url');
  }

  private expiryFrom(now: Date): string {
    return new Date(now.getTime() + this.options.ttlSeconds * 1000).toISOString();
  }
}
