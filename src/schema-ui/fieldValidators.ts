import { email, maxLength, minLength, required, type Validator } from 'react-admin';
import type { FieldDeclaration } from '../../resources';
import { localeTagOf } from '../i18n/money';

const textKinds = new Set(['string', 'text', 'email', 'password']);
const numberKinds = new Set(['integer', 'number']);

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const integer: Validator = (value: unknown) => (isBlank(value) || Number.isInteger(Number(value)) ? undefined : 'app.validation.invalid');

/** One validator per bound and language, so an input's validation keeps its identity between renders. */
const bounds = new Map<string, Validator>();

/**
 * A number's least or greatest value, said as the screen writes numbers ("Debe ser 1,000,000,000,000
 * o menos", not a run of zeros to count).
 */
const numberBound = (side: 'min' | 'max', limit: number, locale: string): Validator => {
  const key = `${side} ${limit} ${locale}`;
  let validator = bounds.get(key);
  if (!validator) {
    const error = {
      message: side === 'min' ? 'ra.validation.minValue' : 'ra.validation.maxValue',
      args: { [side]: new Intl.NumberFormat(localeTagOf(locale)).format(limit) },
    };
    validator = (value: unknown) => {
      if (isBlank(value)) return undefined;
      const number = Number(value);
      return (side === 'min' ? number < limit : number > limit) ? error : undefined;
    };
    bounds.set(key, validator);
  }
  return validator;
};

/** Validation mirroring the declaration, so most mistakes are caught before the server sees them. */
export const fieldValidators = (field: FieldDeclaration, isRequired = field.required ?? false, locale = 'es'): Validator[] => {
  const validators: Validator[] = [];
  if (isRequired) validators.push(required('app.validation.blank'));
  if (textKinds.has(field.kind)) {
    if (field.min !== undefined) validators.push(minLength(field.min));
    if (field.max !== undefined) validators.push(maxLength(field.max));
  }
  if (numberKinds.has(field.kind)) {
    if (field.min !== undefined) validators.push(numberBound('min', field.min, locale));
    if (field.max !== undefined) validators.push(numberBound('max', field.max, locale));
  }
  if (field.kind === 'integer') validators.push(integer);
  if (field.kind === 'email') validators.push(email('app.validation.invalid'));
  return validators;
};
