import type { TranslateFunction } from 'react-admin';
import { publicationName } from '../i18n/publicationName';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const publicationSentence = (result: Record<string, unknown>, translate: TranslateFunction, shownPublicationId: unknown): string => {
  // A task's own outcome word first ("removed"), else the publication status word, else the code.
  const status =
    typeof result.status === 'string'
      ? translate(`app.tasks.results.statuses.${result.status}`, { _: translate(`app.mercadolibre.statuses.${result.status}`, { _: result.status }) })
      : undefined;
  const checked = result.valid === true ? translate('app.tasks.results.valid') : undefined;
  const said = [status, checked].filter(Boolean).join(', ');
  // Standing alone, the words begin as a sentence does.
  if (said && result.publication_id === shownPublicationId) return said.charAt(0).toLocaleUpperCase() + said.slice(1);
  const subject = translate('app.tasks.results.publication', { publication: publicationName({ id: result.publication_id, ...result }, translate) });
  return [subject, said].filter(Boolean).join(': ');
};

/**
 * What a task item did, as a sentence: the publication it touched and its status in words, or the
 * count an import brought; any other result lists its values, never the raw JSON. The publication
 * the screen names beside it (`shownPublicationId`, an item's own) is not named again: its status alone.
 */
export const taskResultText = (result: unknown, translate: TranslateFunction, shownPublicationId?: unknown): string => {
  if (!isRecord(result)) return result === null || result === undefined ? '' : String(result);
  if (typeof result.publication_id === 'number') return publicationSentence(result, translate, shownPublicationId);
  if (typeof result.imported === 'number') return translate('app.tasks.results.imported', { smart_count: result.imported });
  return Object.entries(result)
    .map(([key, value]) => `${key}: ${isRecord(value) || Array.isArray(value) ? JSON.stringify(value) : String(value)}`)
    .join(', ');
};
