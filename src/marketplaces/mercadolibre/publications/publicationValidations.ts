import { messageDetailOf } from '../../../../resources/messageDetail';
import type { ValidationIssue } from '../../../../resources/mercadolibre';

/** The stored verdict of a publication's last validation (resources/mercadolibre publications `validations`). */
export interface PublicationValidations {
  readonly valid: boolean | null;
  readonly errors: readonly ValidationIssue[];
  readonly warnings: readonly ValidationIssue[];
  readonly checked_at?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const issuesOf = (value: unknown): ValidationIssue[] =>
  (Array.isArray(value) ? value : []).filter(isRecord).map((issue) => ({
    field: String(issue.field ?? ''),
    message: String(issue.message ?? ''),
    ...(typeof issue.code === 'string' ? { code: issue.code } : {}),
    ...(messageDetailOf(issue.detail) ? { detail: messageDetailOf(issue.detail) } : {}),
  }));

/** Reads the `validations` JSON of a publication (or a validation answer), tolerating a missing one. */
export const readValidations = (value: unknown): PublicationValidations => {
  if (!isRecord(value)) return { valid: null, errors: [], warnings: [] };
  return {
    valid: typeof value.valid === 'boolean' ? value.valid : null,
    errors: issuesOf(value.errors),
    warnings: issuesOf(value.warnings),
    ...(typeof value.checked_at === 'string' ? { checked_at: value.checked_at } : {}),
  };
};
