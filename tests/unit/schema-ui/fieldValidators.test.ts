import { describe, expect, it } from 'vitest';
import { fieldValidators } from '../../../src/schema-ui/fieldValidators';

const errorsOf = (value: unknown, ...args: Parameters<typeof fieldValidators>) =>
  fieldValidators(...args)
    .map((validate) => validate(value, {}, {}))
    .filter(Boolean);

describe('the validation a declared number field gets', () => {
  it('says its greatest value with the language’s digit grouping, not as a run of zeros', () => {
    expect(errorsOf(2e12, { kind: 'number', max: 1e12 }, false, 'es')).toEqual([{ message: 'ra.validation.maxValue', args: { max: '1,000,000,000,000' } }]);
    expect(errorsOf(-1, { kind: 'integer', min: 0 }, false, 'en')).toEqual([{ message: 'ra.validation.minValue', args: { min: '0' } }]);
  });

  it('accepts the bounds themselves and an empty optional value', () => {
    expect(errorsOf(1e12, { kind: 'number', min: 0, max: 1e12 })).toEqual([]);
    expect(errorsOf(0, { kind: 'number', min: 0, max: 1e12 })).toEqual([]);
    expect(errorsOf('', { kind: 'number', min: 0, max: 1e12 })).toEqual([]);
  });
});
