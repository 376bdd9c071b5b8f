import { type DataProvider, HttpError, type TranslateFunction } from 'react-admin';
import { sentenceText } from '../i18n/sentenceText';
import { wordedFieldErrors } from './serverFieldErrors';

/** react-admin's methods, each called with its resource first. */
const resourceMethods = new Set(['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany']);

/**
 * The refusal as the screen's language says it: the sentence the server's answer names (`detail`),
 * and the form errors of its fields by theirs (`detail.fields`), worded in the language current when
 * it comes; any other error as it is. A refusal of a resource's call keeps the resource (`resource`),
 * so a message outside a form can name each field as the resource's forms label it.
 */
const wordedError = (error: unknown, translate: TranslateFunction, resource: string | undefined): unknown => {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as { detail?: unknown; errors?: Record<string, string> };
  const message = sentenceText(error.message, body.detail, translate);
  const withResource = resource === undefined ? body : { ...body, resource };
  if (!body.errors) return message === error.message && resource === undefined ? error : new HttpError(message, error.status, withResource);
  return new HttpError(message, error.status, { ...withResource, errors: wordedFieldErrors(body.errors, body.detail, translate) });
};

/**
 * The data provider whose refusals carry their reason in the screen's language. react-admin shows a
 * failed list, reference or bulk action by the error's message as it is, and the server writes its
 * messages in Spanish: the rule holds for every method, react-admin's and the features' calls alike.
 */
export const withWordedErrors = (provider: DataProvider, translate: TranslateFunction): DataProvider =>
  Object.fromEntries(
    Object.entries(provider).map(([name, method]) => [
      name,
      typeof method === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await (method as (...values: unknown[]) => Promise<unknown>)(...args);
            } catch (error) {
              const resource = resourceMethods.has(name) && typeof args[0] === 'string' ? args[0] : undefined;
              throw wordedError(error, translate, resource);
            }
          }
        : method,
    ]),
  ) as DataProvider;
