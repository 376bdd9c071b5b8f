import type { TranslateFunction } from 'react-admin';
import { messageDetailOf } from '../../resources/messageDetail';
import { sentenceText } from '../i18n/sentenceText';

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;

/** What the form says of a failure whose answer names no sentence: wrong credentials, throttled, or other. */
const byStatus = (error: unknown, translate: TranslateFunction): string => {
  const status = field(error, 'status');
  if (status === 401) return translate('app.login.invalid_credentials');
  if (status === 429) return translate('app.login.too_many_attempts_later');
  return translate('app.login.failed');
};

/**
 * What the login form says when sign-in fails, in the screen's language. A throttled sign-in whose
 * answer gives the wait says how long (the seller can act on it); else the server's reason (the
 * sentence its answer names: wrong credentials, a disabled account), else what the status says.
 */
export const loginErrorMessage = (error: unknown, translate: TranslateFunction): string => {
  const body = field(error, 'body');
  const seconds = field(body, 'retryAfter');
  if (field(error, 'status') === 429 && typeof seconds === 'number') return translate('app.login.too_many_attempts', { seconds });
  const detail = field(body, 'detail');
  return messageDetailOf(detail) ? sentenceText('', detail, translate) : byStatus(error, translate);
};
