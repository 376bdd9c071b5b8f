import type { FastifyInstance } from 'fastify';
import { createBuyer } from './accounts';
import { badRequest, forbidden, MercadoLibreApiError, notFound } from './apiErrors';
import { callerOf } from './requestGuard';
import type { MercadoLibreRuntime } from './runtime';
import type { Question, QuestionStatus } from './types';

const maxTextLength = 2000;

export function questionJson(question: Question) {
  return {
    id: question.id,
    seller_id: question.sellerId,
    from: { id: question.buyerId },
    item_id: question.itemId,
    status: question.status,
    text: question.text,
    tags: [],
    hold: false,
    deleted_from_listing: false,
    suspected_spam: false,
    app_id: null,
    date_created: question.dateCreated,
    last_updated: question.lastUpdated,
    answer: question.answer,
  };
}

/** A buyer asks on an active listing (control API and demo activity). */
export function askQuestion(runtime: MercadoLibreRuntime, itemId: string, text: string, buyerId?: number): Question {
  const { state } = runtime;
  const item = state.items.get(itemId);
  if (!item) throw notFound(`Item with id ${itemId} not found`);
  if (item.status !== 'active') throw badRequest(`Item ${itemId} is not active; buyers can only ask on active items`);
  if (!text.trim() || text.length > maxTextLength) throw badRequest(`Question text must have 1 to ${maxTextLength} characters`);
  const buyer = buyerId ?? createBuyer(state).id;
  const now = state.nowIso();
  const question: Question = {
    id: state.nextId('question'),
    sellerId: item.sellerId,
    buyerId: buyer,
    itemId,
    text,
    status: 'UNANSWERED',
    dateCreated: now,
    lastUpdated: now,
    answer: null,
  };
  state.questions.set(question.id, question);
  runtime.webhooks.notify('questions', `/questions/${question.id}`, item.sellerId);
  return question;
}

/** Questions and answers: search (seller or item), detail, answer, delete. Callers should add `api_version=4`. */
export function registerQuestionRoutes(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  const { state } = runtime;
  const search = (userId: number, query: Record<string, string | undefined>) => {
    const sellerId = query.seller_id ? Number(query.seller_id) : undefined;
    const itemId = query.item ?? query.item_id;
    if (sellerId === undefined && !itemId) throw badRequest('One of item, item_id or seller_id is required');
    if (sellerId !== undefined && sellerId !== userId) throw forbidden(`Caller is not allowed to read questions of seller ${sellerId}`);
    const offset = Number(query.offset ?? 0);
    const limit = Math.min(Number(query.limit ?? 50) || 50, 100);
    const descending = (query.sort_types ?? 'DESC').toUpperCase() === 'DESC';
    const found = [...state.questions.values()]
      .filter(
        (question) =>
          (sellerId === undefined || question.sellerId === sellerId) &&
          (!itemId || question.itemId === itemId) &&
          (!query.status || question.status === (query.status as QuestionStatus)) &&
          (!query.from || question.buyerId === Number(query.from)),
      )
      .sort((a, b) => (descending ? b.id - a.id : a.id - b.id));
    return {
      total: found.length,
      limit,
      questions: found.slice(offset, offset + limit).map(questionJson),
      filters: { limit, offset, is_admin: false, sorts: [], caller: userId, seller: sellerId ?? null, api_version: '4' },
      available_filters: [
        {
          id: 'status',
          name: 'Status',
          type: 'text',
          values: ['ANSWERED', 'UNANSWERED', 'CLOSED_UNANSWERED', 'UNDER_REVIEW', 'BANNED', 'DELETED', 'DISABLED'],
        },
      ],
      available_sorts: ['item_id', 'from_id', 'date_created', 'seller_id'],
    };
  };

  app.get<{ Querystring: Record<string, string | undefined> }>('/questions/search', async (request) => search(callerOf(request).userId, request.query));
  app.get<{ Querystring: Record<string, string | undefined> }>('/my/received_questions/search', async (request) => {
    const { userId } = callerOf(request);
    return search(userId, { ...request.query, seller_id: String(userId) });
  });

  const findQuestion = (id: string): Question => {
    const question = state.questions.get(Number(id));
    if (!question) throw notFound(`Question with id ${id} not found`);
    return question;
  };

  app.get<{ Params: { id: string } }>('/questions/:id', async (request) => {
    callerOf(request);
    return questionJson(findQuestion(request.params.id));
  });

  app.delete<{ Params: { id: string } }>('/questions/:id', async (request) => {
    const question = findQuestion(request.params.id);
    if (question.sellerId !== callerOf(request).userId) throw forbidden('Only the seller can delete this question');
    question.status = 'DELETED';
    question.lastUpdated = state.nowIso();
    return questionJson(question);
  });

  app.post<{ Body: { question_id?: unknown; text?: unknown } }>('/answers', async (request) => {
    const { userId } = callerOf(request);
    const { question_id: questionId, text } = request.body ?? {};
    if (typeof questionId !== 'number' || typeof text !== 'string')
      throw badRequest('body.invalid_field_types', '[invalid property type: question_id must be Number and text String]');
    const question = findQuestion(String(questionId));
    if (question.sellerId !== userId) throw forbidden(`User ${userId} can not answer question ${questionId}`);
    if (!text.trim() || text.length > maxTextLength) throw badRequest(`The answer text must have 1 to ${maxTextLength} characters`);
    if (question.status !== 'UNANSWERED')
      throw new MercadoLibreApiError(400, 'bad_request', `Question ${questionId} is not UNANSWERED (status ${question.status})`);
    question.status = 'ANSWERED';
    question.lastUpdated = state.nowIso();
    question.answer = { text, status: 'ACTIVE', date_created: question.lastUpdated };
    runtime.webhooks.notify('questions', `/questions/${question.id}`, userId);
    return questionJson(question);
  });
}
