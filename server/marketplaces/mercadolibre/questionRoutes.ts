import type { FastifyInstance } from 'fastify';
import { maxAnswerLength, mercadoLibreQuestions as declaration } from '../../../resources/mercadolibre/questions';
import { conflict } from '../../http/errors';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { recordQuestion } from './questionRecording';
import { answering, errorResponses } from './routeSupport';

const tags = [declaration.name];

/** `POST {id}/answer`: the seller answers a buyer's question on MercadoLibre; the answer is stored as soon as MercadoLibre takes it. */
export function registerQuestionRoutes(app: FastifyInstance, feature: MercadoLibreFeature): void {
  app.post<{ Params: { id: number }; Body: { text: string } }>(
    `/${declaration.path}:id/answer`,
    {
      schema: {
        tags,
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['text'],
          // A text of only spaces is blank, as an empty one.
          properties: { text: { type: 'string', minLength: 1, maxLength: maxAnswerLength, pattern: '\\S' } },
        },
        response: errorResponses,
      },
      config: { requiredFields: new Set(['text']) },
    },
    async (request) => {
      const question = await feature.questions.get(request.params.id);
      if (question.status !== 'UNANSWERED') throw conflict('La pregunta ya no espera respuesta').worded('question_answered');
      const account = await feature.accountFor(question.account_id);
      return answering(async () => {
        const answered = await feature.connector.request<unknown>(Number(account.id), {
          method: 'POST',
          path: '/answers',
          body: { question_id: Number(question.ml_id), text: request.body.text },
          idempotent: false,
        });
        return recordQuestion(feature, account, answered);
      });
    },
  );
}
