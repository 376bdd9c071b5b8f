import { type ClaimActionBody, type ClaimActionField, claimActionForms } from '../../../resources/mercadolibre/claimActionForms';
import type { PerformedClaimAction } from '../../../resources/mercadolibre/claims';
import { badInput } from '../../http/errors';
import { blankField, type FieldErrors, invalidField, unknownField } from '../../http/fieldMessages';

const maxAttachmentNames = 10;

/** The JSON schema of one field; a text of only spaces is blank, as an empty one. */
function fieldSchema(field: ClaimActionField): Record<string, unknown> {
  switch (field.kind) {
    case 'percentage':
      return { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 100 };
    case 'text':
      return { type: 'string', minLength: 1, maxLength: field.max, pattern: '\\S' };
    case 'date':
      return { type: 'string', minLength: 1, pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
    case 'choice':
      return { type: 'string', enum: [...field.values] };
    case 'files':
      return { type: 'array', maxItems: maxAttachmentNames, items: { type: 'string', minLength: 1, maxLength: 100 } };
  }
}

/** Every action's fields in one body schema (a name means the same field in every action that has it). */
export const claimActionBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: Object.fromEntries(Object.values(claimActionForms).flatMap((fields) => fields.map((field) => [field.name, fieldSchema(field)]))),
};

const today = () => new Date().toISOString().slice(0, 10);
/** A real calendar day (2024-02-30 is not), on the side of today the field asks for. */
function dateAllowed(value: string, when: 'past' | 'future'): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return false;
  return when === 'past' ? value <= today() : value >= today();
}

/**
 * The body sent to MercadoLibre for an action, from its form: a field of another action is not
 * allowed, a missing required one is blank, a date on the wrong side of today is invalid. The
 * schema has already checked each value's type and bounds.
 */
export function actionBodyOf(action: PerformedClaimAction, body: ClaimActionBody): ClaimActionBody {
  const form = claimActionForms[action];
  const errors: FieldErrors = {};
  for (const name of Object.keys(body)) if (!form.some((field) => field.name === name)) errors[name] = unknownField;
  for (const field of form) {
    const value = body[field.name];
    if (value === undefined) {
      if (field.kind !== 'files') errors[field.name] = blankField;
    } else if (field.kind === 'date' && !dateAllowed(String(value), field.when)) errors[field.name] = invalidField;
  }
  if (Object.keys(errors).length > 0) throw badInput(errors);
  return body;
}
