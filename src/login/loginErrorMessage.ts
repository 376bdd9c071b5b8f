export interface TranslatableMessage {
  readonly key: string;
  readonly args?: Record<string, unknown>;
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;

/** What the login form says when sign-in fails: wrong credentials, throttled (with the wait), or other. */
export const loginErrorMessage = (error: unknown): TranslatableMessage => {
  const status = field(error, 'status');
  if (status === 401) return { key: 'app.login.invalid_credentials' };
  if (status === 429) {
    const seconds = field(field(error, 'body'), 'retryAfter');
    return typeof seconds === 'number' ? { key: 'app.login.too_many_attempts', args: { seconds } } : { key: 'app.login.too_many_attempts_later' };
  }
  return { key: 'app.login.failed' };
};
