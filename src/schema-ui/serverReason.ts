import { HttpError, type TranslateFunction } from 'react-admin';
import { sentenceText } from '../i18n/sentenceText';

/**
 * Why the server refused a request, for the user to read in their language: the sentence its answer
 * names (`detail`), else its own message. Every screen that shows a server's error says it through here.
 */
export const serverReason = (error: unknown, translate: TranslateFunction): string | undefined => {
  if (!(error instanceof HttpError)) return undefined;
  const { detail } = (error.body ?? {}) as { detail?: unknown };
  const message = error.message.trim();
  const reason = sentenceText(message ? translate(message, { _: message }) : '', detail, translate);
  return reason || undefined;
};

/** Why a request failed, for a message that always says a reason: the server's, else the error's own text (a request that never reached it). */
export const failureReason = (error: unknown, translate: TranslateFunction): string =>
  serverReason(error, translate) ?? (error instanceof Error ? error.message : '');
