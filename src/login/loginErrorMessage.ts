import type { TranslateFunction } from 'react-admin';
import { messageDetailOf } from '../../resources/messageDetail';
import { sentenceText } from '../i18n/sentenceText';

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;

/** What the form says of a failure whose answer names no sentence: wrong credentials, throttled (with the wait), or other. */
const byStatus = (error: unknown, translate: TranslateFunction): string => {
  const status = field(error, 'status');
  if (status === 401) return translate('app.login.invalid_credentials');
  if (status === 429) {
    const seconds = field(field(error, 'body'), 'retryAfter');
    return typeof seconds === 'number' ? translate('app.login.too_many_attempts', { seconds }) : translate('app.login.too_many_attempts_later');
  }
  return translate('app.login.failed');
};

/**
 * What the login form says when sign-in fails, in the screen's language: the server's reason (the
 * sentence its answer names: wrong credentials, a disabled account, too many attempts), else what
 * the failure's status says.
 */
export const loginErrorMessage = (error: unknown, translate: TranslateFunction): string => {
  const detail = field(field(error, 'body'), 'detail');
  return messageDetailOf(detail) ? sentenceText('', detail, translate) : byStatus(error, translate);
};
