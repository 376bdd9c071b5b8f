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
import { dateRead, describeValue, MarketplaceAnswerError, marketplaceIdRead, objectRead, textFieldRead } from '../shared/marketplaceAnswer';
import { marketplaceSpokenNames } from '../shared/marketplaceNames';

/**
 * A question as MercadoLibre answers `GET /questions/{id}` (api_version 4), as `questionRead` reads
 * it: its texts as texts, its dates as ISO text (left out when none parses), its buyer's id as an id.
 */
export interface MercadoLibreQuestionJson {
  id: number;
  item_id?: string;
  text?: string;
  status?: string;
  date_created?: string;
  last_updated?: string;
  from?: { id?: number };
  answer?: { text?: string; date_created?: string };
}

const fields = declaration.fields;
const invalid = (name: string, value: unknown) =>
  new MarketplaceAnswerError(marketplaceSpokenNames.mercadolibre, { record: 'question', value: describeValue(name, value) });
const textOf = (record: Record<string, unknown>, name: string, max: number, path = name) => textFieldRead(record[name], max, () => invalid(path, record[name]));

/**
 * A question MercadoLibre answered, read before any of it is stored: one that is no object, has no
 * id to keep it by, or a text field (its text, its listing, its status, its answer's text) that is
 * no text, cannot be recorded and is refused, saying so. A buyer id that is no id, or a date that is
 * no date, is left out rather than the question refused.
 */
export function questionRead(answer: unknown): MercadoLibreQuestionJson {
  const question = objectRead(answer);
  if (!question) throw new MarketplaceAnswerError(marketplaceSpokenNames.mercadolibre, { record: 'question' });
  const id = marketplaceIdRead(question.id);
  if (id === undefined) throw invalid('id', question.id);
  const given = objectRead(question.answer);
  if (!given && question.answer !== undefined && question.answer !== null) throw invalid('answer', question.answer);
  return {
    id,
    item_id: textOf(question, 'item_id', fields.item_id.max),
    text: textOf(question, 'text', fields.text.max),
    status: textOf(question, 'status', 40),
    date_created: dateRead(question.date_created),
    last_updated: dateRead(question.last_updated),
    from: { id: marketplaceIdRead(objectRead(question.from)?.id) },
    answer: given && { text: textOf(given, 'text', fields.answer_text.max, 'answer.text'), date_created: dateRead(given.date_created) },
  };
}

/** What we know of the question's listing on our side. */
export interface QuestionListing {
  accountId: number;
  publicationId?: number | null;
  productId?: number | null;
}

const table = declaration.table;
const statusOf = (value: string | undefined): QuestionStatus => questionStatuses.find((status) => status === value) ?? 'UNANSWERED';

/** Our copy of the sellers' questions: one row per MercadoLibre question, only ever moved forward. */
export class QuestionRepository {
  readonly generic: ResourceRepository;

  constructor(private readonly db: Kysely<Tables>) {
    this.generic = new ResourceRepository(db, declaration);
  }

  async get(id: number): Promise<MercadoLibreQuestion> {
    const found = (await this.generic.get(id)) as MercadoLibreQuestion | undefined;
    if (!found) throw notFound('La pregunta no existe').worded('question_missing');
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
      buyer_id: question.from?.id ?? null,
      text: question.text ?? null,
      status: statusOf(question.status),
      date_created: question.date_created ?? null,
      answer_text: question.answer?.text ?? null,
      answer_date: question.answer?.date_created ?? null,
      ml_updated: question.last_updated ?? question.date_created ?? null,
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
