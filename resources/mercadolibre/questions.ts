import type { RecordOf } from '../recordOf';
import { declare } from '../types';

/** MercadoLibre's question statuses. */
export const questionStatuses = ['UNANSWERED', 'ANSWERED', 'CLOSED_UNANSWERED', 'UNDER_REVIEW', 'BANNED', 'DELETED', 'DISABLED'] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

/** MercadoLibre's bound on an answer's length. */
export const maxAnswerLength = 2000;

/**
 * A buyer's question on one of our MercadoLibre listings, as MercadoLibre last told it. Written
 * only by the MercadoLibre feature (its inbox and the answer route), so the generic routes are
 * list / filtered list / get; `POST {id}/answer` answers it (see resources/mercadolibre/README.md).
 */
export const mercadoLibreQuestions = declare({
  name: 'preguntas-mercadolibre',
  table: 'mercadolibre_questions',
  path: 'api/mercadolibre/questions/',
  key: 'id',
  readOnly: true,
  fields: {
    ml_id: { kind: 'string', max: 40, unique: true, required: true },
    account_id: { kind: 'integer', filterable: true },
    item_id: { kind: 'string', max: 40, filterable: true },
    /** Our publication of the item, when we have one. */
    publication_id: { kind: 'integer', filterable: true },
    /** The catalogue product the publication is linked to, when it is. */
    product_id: { kind: 'integer', filterable: true },
    /** MercadoLibre's user id of the buyer: these ids pass 2^31−1 already. */
    buyer_id: { kind: 'integer', wide: true, filterable: true },
    text: { kind: 'text', max: maxAnswerLength },
    status: { kind: 'enum', values: questionStatuses, required: true, filterable: true, sortable: true, default: 'UNANSWERED' },
    date_created: { kind: 'datetime', sortable: true },
    answer_text: { kind: 'text', max: maxAnswerLength },
    answer_date: { kind: 'datetime' },
    /** MercadoLibre's `last_updated`: a delivery older than the stored one changes nothing. */
    ml_updated: { kind: 'string', max: 40 },
  },
  list: ['date_created', 'item_id', 'text', 'status', 'answer_text'],
  search: ['ml_id', 'item_id', 'text'],
  sort: { field: 'date_created', order: 'DESC' },
  title: 'text',
});

/** A question as the API answers it. */
export type MercadoLibreQuestion = RecordOf<typeof mercadoLibreQuestions>;

/** The questions screen. */
export const questionsListPath = '/mercadolibre/preguntas';

/** Where a question's notification leads: the questions screen searching for it. */
export const questionLink = (mlId: string) => `${questionsListPath}?busqueda=${encodeURIComponent(mlId)}`;
