import type { MercadoLibreQuestion } from '../../../resources/mercadolibre/questions';
import type { AccountRow } from './accountRepository';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { type MercadoLibreQuestionJson, type QuestionListing, questionRead } from './questionRepository';

/** The question's listing: our publication of the item (and its product) when we have one. */
async function listingOf(feature: MercadoLibreFeature, account: AccountRow, question: MercadoLibreQuestionJson): Promise<QuestionListing> {
  const publication = question.item_id ? await feature.publications.byMlId(question.item_id) : undefined;
  return { accountId: Number(account.id), publicationId: publication?.id, productId: publication?.product_id };
}

/** Stores a question as MercadoLibre answered it, tied to its listing; answers it as read, for its notification. */
export async function storeQuestion(feature: MercadoLibreFeature, account: AccountRow, answer: unknown): Promise<MercadoLibreQuestionJson> {
  const question = questionRead(answer);
  await feature.questions.store(question, await listingOf(feature, account, question));
  return question;
}

/** Stores a question as `storeQuestion` does and answers it as stored. */
export async function recordQuestion(feature: MercadoLibreFeature, account: AccountRow, answer: unknown): Promise<MercadoLibreQuestion> {
  const question = questionRead(answer);
  return feature.questions.upsert(question, await listingOf(feature, account, question));
}
