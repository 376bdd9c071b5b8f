import type { TranslateFunction } from 'react-admin';
import { messageDetailOf, type MessageParams } from '../../resources/messageDetail';
import { productName } from './productName';
import { publicationName } from './publicationName';

/**
 * Values of a sentence that are codes, said in words: a publication's status by the publication
 * screens' words, the refused action and how a publication was linked (`origin`) by the sentences' own, the resource whose records still use a
 * record by its name, a marketplace's reason by its own sentence when one is named (`reasonKey`, with
 * its values beside), what of a marketplace's answer could not be read by its words (`record`, with
 * its `id`); any other value (an id, a marketplace's name, a reason with no sentence, a value as a
 * marketplace answered it) is shown as it came. A refused publication (`publication`) is named by its
 * title and MercadoLibre id, by its `id` when the sentence was stored without them. A marketplace's
 * refusal of a task item (`causeKey`, its values beside) is said by its own sentence as the `cause`,
 * with what the item acts on, a publication or a product, named by its values (`publicationTitle`,
 * `productLabel`…, apart from the cause's own). No value is a phrase in the server's language.
 */
const wordedParams = (params: MessageParams, translate: TranslateFunction): Record<string, unknown> => ({
  ...params,
  ...(params.reasonKey === undefined ? {} : { reason: translate(`app.errors.${params.reasonKey}`, { ...params, _: String(params.reason ?? '') }) }),
  ...(params.status === undefined ? {} : { status: translate(`app.mercadolibre.statuses.${params.status}`, { _: String(params.status) }) }),
  ...(params.action === undefined ? {} : { action: translate(`app.errors.actions.${params.action}`, { _: String(params.action) }) }),
  ...(params.origin === undefined ? {} : { origin: translate(`app.errors.link_origins.${params.origin}`, { _: String(params.origin) }) }),
  ...(params.record === undefined ? {} : { record: translate(`app.errors.answer_records.${params.record}`, { ...params, _: String(params.record) }) }),
  ...(params.id === undefined ? {} : { publication: publicationName(params, translate) }),
  ...(params.usedBy === undefined
    ? {}
    : { usedBy: translate(`resources.${params.usedBy}.name`, { smart_count: 2, _: String(params.usedBy) }).toLocaleLowerCase() }),
  ...(params.causeKey === undefined ? {} : itemRefusalParams(params, translate)),
});

/** A task item's refusal by its own sentence (`causeKey`, its values beside), without what the item acts on. */
const causeText = ({ causeKey, ...cause }: MessageParams, translate: TranslateFunction): string =>
  translate(`app.errors.${causeKey}`, { ...wordedParams(cause, translate), _: String(cause.reason ?? '') });

/** The values of a task item's refusal: its cause in words, and the publication or product it names. */
function itemRefusalParams(params: MessageParams, translate: TranslateFunction) {
  return {
    cause: causeText(params, translate),
    publication: publicationName({ id: params.publicationId, title: params.publicationTitle, ml_id: params.publicationMlId }, translate),
    product: productName({ id: params.productId, label: params.productLabel, ref: params.productRef }, translate),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sentences an error's `detail` names for its fields (`detail.fields`), by field; none when it names none. */
export const fieldDetailsOf = (detail: unknown): Record<string, unknown> => (isRecord(detail) && isRecord(detail.fields) ? detail.fields : {});

/**
 * A text the server wrote in Spanish, in the current language: the sentence it named with its values
 * (`detail`), else the text itself — an error without a sentence, or a row stored before it had one.
 * The one wording of the server's sentences: API errors, task and item reasons.
 */
export const sentenceText = (text: string | null | undefined, detail: unknown, translate: TranslateFunction): string => {
  const known = messageDetailOf(detail);
  return known ? translate(`app.errors.${known.key}`, wordedParams(known.params, translate)) : (text ?? '');
};

/**
 * Why a task item failed, where what it acts on is named beside it (its card's title, its row's
 * column): a refusal that names it by its cause alone, so the name is not read twice; any other text
 * as `sentenceText` says it.
 */
export const itemReasonText = (text: string | null | undefined, detail: unknown, translate: TranslateFunction): string => {
  const known = messageDetailOf(detail);
  return known?.params.causeKey === undefined ? sentenceText(text, detail, translate) : causeText(known.params, translate);
};
