import type { MercadoLibreQuestion } from '../../../resources/mercadolibre/questions';
import type { AccountRow } from './accountRepository';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import type { MercadoLibreQuestionJson } from './questionRepository';

/** Stores a question as MercadoLibre answered it, tied to our publication of the item (and its product) when we have one. */
export async function recordQuestion(feature: MercadoLibreFeature, account: AccountRow, question: MercadoLibreQuestionJson): Promise<MercadoLibreQuestion> {
  const publication = question.item_id ? await feature.publications.byMlId(question.item_id) : undefined;
  return feature.questions.upsert(question, { accountId: Number(account.id), publicationId: publication?.id, productId: publication?.product_id });
}
