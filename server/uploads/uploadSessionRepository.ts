import type { Kysely, Selectable } from 'kysely';
import type { Tables } from '../db/tables';
import type { UploadSessionTable } from './uploadTables';

export type UploadSession = Selectable<UploadSessionTable>;

/** Upload sessions and their received chunks, kept in the database so a restart loses nothing. */
export class UploadSessionRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async create(session: UploadSession) {
    await this.db.insertInto('upload_sessions').values(session).execute();
  }

  find(id: string, userId: number): Promise<UploadSession | undefined> {
    return this.db.selectFrom('upload_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  /** The same chunk twice leaves one row: retries and duplicates are harmless. */
  async recordChunk(sessionId: string, startOffset: number, size: number, now: string) {
    await this.db
      .insertInto('upload_chunks')
      .values({ session_id: sessionId, start_offset: startOffset, size })
      .onConflict((conflict) => conflict.columns(['session_id', 'start_offset']).doUpdateSet({ size }))
      .execute();
    await this.db.updateTable('upload_sessions').set({ updated_at: now }).where('id', '=', sessionId).execute();
  }

  chunks(sessionId: string): Promise<{ start_offset: number; size: number }[]> {
    return this.db.selectFrom('upload_chunks').select(['start_offset', 'size']).where('session_id', '=', sessionId).orderBy('start_offset').execute();
  }

  idleSince(cutoff: string): Promise<{ id: string }[]> {
    return this.db.selectFrom('upload_sessions').select('id').where('updated_at', '<', cutoff).execute();
  }

  async remove(id: string) {
    await this.db.deleteFrom('upload_chunks').where('session_id', '=', id).execute();
    await this.db.deleteFrom('upload_sessions').where('id', '=', id).execute();
  }
}

/** Bytes of [0, size) covered by the ranges (which may overlap or come in any order). */
export function coveredBytes(chunks: readonly { start_offset: number; size: number }[], size: number): number {
  let covered = 0;
  let reached = 0;
  for (const chunk of [...chunks].sort((a, b) => a.start_offset - b.start_offset)) {
    const start = Math.max(chunk.start_offset, reached);
    const end = Math.min(chunk.start_offset + chunk.size, size);
    if (end > start) covered += end - start;
    reached = Math.max(reached, end);
  }
  return covered;
}
