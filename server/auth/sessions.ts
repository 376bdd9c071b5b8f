import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A refresh token is `<session id>.<random secret>`; only a hash of the secret is stored. */
const compose = (sessionId: string) => {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${sessionId}.${secret}`, hash: digest(secret) };
};

export interface RotatedSession {
  sessionId: string;
  userId: number;
  refreshToken: string;
}

/** Which sessions were just revoked: one session, or every session of a user. */
export type RevokedSessions = { sessionId: string } | { userId: number };

export class SessionStore {
  private readonly revokedListeners: ((revoked: RevokedSessions) => void)[] = [];

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly ttlSeconds: number,
  ) {}

  /** Called after each revocation, e.g. to close the revoked sessions' websockets. */
  onRevoked(listener: (revoked: RevokedSessions) => void): void {
    this.revokedListeners.push(listener);
  }

  async open(userId: number, now = new Date()): Promise<RotatedSession> {
    const sessionId = randomUUID();
    const { token, hash } = compose(sessionId);
    await this.db
      .insertInto('auth_sessions')
      .values({
        id: sessionId,
        user_id: userId,
        token_hash: hash,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + this.ttlSeconds * 1000).toISOString(),
        rotated_at: null,
        revoked_at: null,
      })
      .execute();
    return { sessionId, userId, refreshToken: token };
  }

  /**
   * Exchanges a refresh token for a new one. A token that was already rotated away is a sign of
   * theft (someone else used it first), so the whole session is revoked.
   */
  async rotate(refreshToken: string, now = new Date()): Promise<RotatedSession | null> {
    const [sessionId, secret] = refreshToken.split('.');
    if (!sessionId || !secret) return null;
    const session = await this.db.selectFrom('auth_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
    if (!session || session.revoked_at || session.expires_at <= now.toISOString()) return null;
    const next = compose(sessionId);
    const updated = await this.db
      .updateTable('auth_sessions')
      .set({ token_hash: next.hash, rotated_at: now.toISOString(), expires_at: new Date(now.getTime() + this.ttlSeconds * 1000).toISOString() })
      .where('id', '=', sessionId)
      .where('token_hash', '=', digest(secret))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return { sessionId, userId: session.user_id, refreshToken: next.token };
    await this.revoke(sessionId, now);
    return null;
  }

  async revoke(sessionId: string, now = new Date()): Promise<void> {
    await this.db
      .updateTable('auth_sessions')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    for (const listener of this.revokedListeners) listener({ sessionId });
  }

  async revokeAllOf(userId: number, now = new Date()): Promise<void> {
    await this.db
      .updateTable('auth_sessions')
      .set({ revoked_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    for (const listener of this.revokedListeners) listener({ userId });
  }

  async isActive(sessionId: string, now = new Date()): Promise<boolean> {
    const session = await this.db
      .selectFrom('auth_sessions')
      .select(['revoked_at', 'expires_at'])
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return !!session && !session.revoked_at && session.expires_at > now.toISOString();
  }
}
