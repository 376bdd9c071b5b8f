import { type Kysely, sql } from 'kysely';
import {
  type MercadoLibreQuestion,
  mercadoLibreQuestions as declaration,
  type QuestionStatus,
  questionStatuses,
} from '../../../resources/mercadolibre/questions';
import { ResourceRepository } from '../../crud/repository';
import type { Tables } from '../../db/tables';
import { notFound } from '../../http/errors';
import { dateRead, describeValue, MarketplaceAnswerError, marketplaceIdRead, objectRead } from '../shared/marketplaceAnswer';

/** A question as MercadoLibre answers `GET /questions/{id}` (api_version 4). */
export interface MercadoLibreQuestionJson {
  id: number | string;
  item_id?: string;
  text?: string;
  status?: string;
  date_created?: string;
  last_updated?: string;
  from?: { id?: number | string } | null;
  answer?: { text?: string; date_created?: string } | null;
}

/**
 * A question MercadoLibre answered, read before any of it is stored: one that is no object, or has
 * no id to keep it by, cannot be recorded and is refused, saying so.
 */
export function questionRead(answer: unknown): MercadoLibreQuestionJson {
  const question = objectRead(answer);
  if (!question) throw new MarketplaceAnswerError('Mercado Libre', 'una pregunta que no es un objeto');
  if (marketplaceIdRead(question.id) === undefined) throw new MarketplaceAnswerError('Mercado Libre', `una pregunta con ${describeValue('id', question.id)}`);
  return question as unknown as MercadoLibreQuestionJson;
}

/** What we know of the question's listing on our side. */
export interface QuestionListing {
  accountId: number;
  publicationId?: number | null;
  productId?: number | null;
}

const table = declaration.table;
/** A date MercadoLibre stamped, as ISO text; null when it gave none, or none a date parses from. */
const isoOf = (value: string | undefined) => dateRead(value) ?? null;
const statusOf = (value: string | undefined): QuestionStatus => questionStatuses.find((status) => status === value) ?? 'UNANSWERED';

/** Our copy of the sellers' questions: one row per MercadoLibre question, only ever moved forward. */
export class QuestionRepository {
  readonly generic: ResourceRepository;

  constructor(private readonly db: Kysely<Tables>) {
    this.generic = new ResourceRepository(db, declaration);
  }

  async get(id: number): Promise<MercadoLibreQuestion> {
    const found = (await this.generic.get(id)) as MercadoLibreQuestion | undefined;
    if (!found) throw notFound('La pregunta no existe');
    return found;
  }

  /**
   * Stores the question as MercadoLibre sent it, in one statement so that racing deliveries agree.
   * A copy older than the stored one (by MercadoLibre's `last_updated`) changes nothing, and an
   * answered question never goes back to unanswered: redeliveries and out-of-order reads are harmless.
   */
  async store(question: MercadoLibreQuestionJson, listing: QuestionListing): Promise<void> {
    const row = {
      ml_id: String(question.id),
      account_id: listing.accountId,
      item_id: question.item_id ?? null,
      publication_id: listing.publicationId ?? null,
      product_id: listing.productId ?? null,
      // A buyer id that is no id is left out rather than the question refused.
      buyer_id: marketplaceIdRead(question.from?.id) ?? null,
      text: question.text ?? null,
      status: statusOf(question.status),
      date_created: isoOf(question.date_created),
      answer_text: question.answer?.text ?? null,
      answer_date: isoOf(question.answer?.date_created),
      ml_updated: isoOf(question.last_updated ?? question.date_created),
    };
    const { ml_id: _key, ...changes } = row;
    await this.db
      .insertInto(table)
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column('ml_id')
          .doUpdateSet(changes)
          .where(sql<boolean>`coalesce(${sql.ref(`${table}.ml_updated`)}, '') <= coalesce(excluded.ml_updated, '')`)
          .where(sql<boolean>`not (${sql.ref(`${table}.status`)} = 'ANSWERED' and excluded.status = 'UNANSWERED')`),
      )
      .execute();
  }

  /** Stores the question as `store` does and answers it as stored. */
  async upsert(question: MercadoLibreQuestionJson, listing: QuestionListing): Promise<MercadoLibreQuestion> {
    await this.store(question, listing);
    const stored = await this.db.selectFrom(table).select('id').where('ml_id', '=', String(question.id)).executeTakeFirstOrThrow();
    return this.get(Number(stored.id));
  }
}
