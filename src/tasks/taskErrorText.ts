import type { TranslateFunction } from 'react-admin';
import { messageDetailOf } from '../../resources/messageDetail';

/**
 * Values of a sentence that are codes, said in words: a publication's status by the publication
 * screens' words, the refused action by the task catalogue's; any other value (an id, a marketplace's
 * name, the marketplace's own reason) is shown as it came.
 */
const wordedParams = (params: Readonly<Record<string, string | number>>, translate: TranslateFunction) => ({
  ...params,
  ...(params.status === undefined ? {} : { status: translate(`app.mercadolibre.statuses.${params.status}`, { _: String(params.status) }) }),
  ...(params.action === undefined ? {} : { action: translate(`app.tasks.errors.actions.${params.action}`, { _: String(params.action) }) }),
});

/**
 * Why a task or one of its items failed, in the current language: the sentence the server named with
 * its values, else the text it stored (Spanish) — an error without a sentence, or a row stored before.
 */
export const taskErrorText = (text: string | null | undefined, detail: unknown, translate: TranslateFunction): string => {
  const known = messageDetailOf(detail);
  return known ? translate(`app.tasks.errors.${known.key}`, wordedParams(known.params, translate)) : (text ?? '');
};
