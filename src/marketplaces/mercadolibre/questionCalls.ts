import type { Identifier } from 'react-admin';
import { mercadoLibreQuestions } from '../../../resources/mercadolibre/questions';
import type { HttpClient } from '../../providers/httpClient';

/** The named dataProvider method of the MercadoLibre questions; one request. */
export interface QuestionCalls {
  /** Answers the buyer on MercadoLibre; resolves to the question as now stored (answered). */
  answerQuestion(id: Identifier, text: string): Promise<Record<string, unknown> & { id: Identifier }>;
}

export const createQuestionCalls = (http: HttpClient): QuestionCalls => ({
  async answerQuestion(id, text) {
    const answered = (await http.request<Record<string, unknown>>(`/${mercadoLibreQuestions.path}${id}/answer`, { method: 'POST', body: { text } })).json;
    return { ...answered, id: answered.id as Identifier };
  },
});
