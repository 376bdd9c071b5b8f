import type { Kysely } from 'kysely';
import type {
  PublicationEvent,
  PublicationEventKind,
  PublicationEventSource,
  PublicationHistoryAnswer,
  ValidationIssue,
} from '../../../resources/mercadolibre/contract';
import { type MessageDetail, storedMessageDetail } from '../../../resources/messageDetail';
import type { PublicationStatus } from '../../../resources/mercadolibre/publicationStatuses';
import type { Tables } from '../../db/tables';
import { currentOrigin } from './publicationEventOrigin';

/** What a write says about itself; without a kind, only a status change is recorded. */
export interface EventNote {
  kind?: PublicationEventKind;
  message?: string | null;
  /** A failed validation's issues, which `message` joins in MercadoLibre's words. */
  issues?: readonly ValidationIssue[];
  /** The sentence `message` says, so each reader's language words it. */
  detail?: MessageDetail;
  source?: PublicationEventSource;
}

/** Rows stored before the column existed, or events of another kind, have no issues. */
const issuesRead = (text: string | null): ValidationIssue[] | null => (text === null ? null : (JSON.parse(text) as ValidationIssue[]));

/** The kind a bare status change stands for. */
export function kindOfChange(before: PublicationStatus | undefined, after: PublicationStatus): PublicationEventKind {
  if (after === 'published') return before === 'paused' ? 'resumed' : 'published';
  if (after === 'paused') return 'paused';
  if (after === 'finished') return 'closed';
  if (after === 'deleted') return 'deleted';
  return 'status_changed';
}

export class PublicationEventLog {
  constructor(private readonly db: Kysely<Tables>) {}

  async record(publicationId: number, kind: PublicationEventKind, statusAfter: PublicationStatus, note: EventNote = {}): Promise<void> {
    const origin = currentOrigin();
    await this.db
      .insertInto('publication_events')
      .values({
        publication_id: publicationId,
        at: new Date().toISOString(),
        kind,
        status_after: statusAfter,
        message: note.message ?? null,
        issues: note.issues?.length ? JSON.stringify(note.issues) : null,
        detail: note.detail ? JSON.stringify(note.detail) : null,
        source: note.source ?? origin.source,
        task_id: origin.taskId,
      })
      .execute();
  }

  async page(publicationId: number, page: number, size: number): Promise<PublicationHistoryAnswer> {
    const base = this.db.selectFrom('publication_events').where('publication_id', '=', publicationId);
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    // Events of one request share a millisecond: id breaks the tie in insertion order.
    const rows = await base
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    const data: PublicationEvent[] = rows.map((row) => ({
      id: Number(row.id),
      at: row.at,
      kind: row.kind as PublicationEventKind,
      status_after: row.status_after,
      message: row.message,
      issues: issuesRead(row.issues),
      detail: storedMessageDetail(row.detail),
      source: row.source as PublicationEventSource,
      task_id: row.task_id === null ? null : Number(row.task_id),
    }));
    return { data, total: Number(counted.total), page, size };
  }

  async removeOf(publicationId: number): Promise<void> {
    await this.db.deleteFrom('publication_events').where('publication_id', '=', publicationId).execute();
  }
}
