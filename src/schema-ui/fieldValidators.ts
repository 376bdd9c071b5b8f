import { email, maxLength, maxValue, minLength, minValue, required, type Validator } from 'react-admin';
import type { FieldDeclaration } from '../../resources';

const textKinds = new Set(['string', 'text', 'email', 'password']);
const numberKinds = new Set(['integer', 'number']);

const integer: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value)) ? undefined : 'app.validation.invalid';

/** Validation mirroring the declaration, so most mistakes are caught before the server sees them. */
export const fieldValidators = (field: FieldDeclaration, isRequired = field.required ?? false): Validator[] => {
  const validators: Validator[] = [];
  if (isRequired) validators.push(required('app.validation.blank'));
  if (textKinds.has(field.kind)) {
    if (field.min !== undefined) validators.push(minLength(field.min));
    if (field.max !== undefined) validators.push(maxLength(field.max));
  }
  if (numberKinds.has(field.kind)) {
    if (field.min !== undefined) validators.push(minValue(field.min));
    if (field.max !== undefined) validators.push(maxValue(field.max));
  }
  if (field.kind === 'integer') validators.push(integer);
  if (field.kind === 'email') validators.push(email('app.validation.invalid'));
  return validators;
};
