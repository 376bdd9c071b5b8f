import type { ReactElement } from 'react';
import { BooleanInput, DateInput, DateTimeInput, NumberInput, PasswordInput, SelectInput, TextInput, useLocaleState } from 'react-admin';
import type { FieldDeclaration } from '../../resources';
import { DeclaredReferenceInput } from './DeclaredReferenceInput';
import { enumChoices } from './enumChoices';
import { fieldValidators } from './fieldValidators';
import { formatTags } from './tagsFormat';

export interface SchemaInputProps {
  readonly resource: string;
  readonly source: string;
  readonly field: FieldDeclaration;
  /** Overrides the declaration's `required`, e.g. a password required only on create. */
  readonly isRequired?: boolean;
  readonly helperText?: string;
  /** A reference's line under each option's name (`DeclaredReferenceInput`). */
  readonly optionDetail?: ReactElement;
}

const formatJson = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value, null, 2);

/** The input matching a declared field kind, with validation from the declaration. */
export const SchemaInput = ({ resource, source, field, isRequired, helperText, optionDetail }: SchemaInputProps) => {
  const [locale] = useLocaleState();
  const validate = fieldValidators(field, isRequired, locale);
  const common = { source, validate, helperText, defaultValue: field.default };
  switch (field.kind) {
    case 'text':
      return <TextInput {...common} multiline minRows={3} />;
    case 'json':
      return <TextInput {...common} multiline minRows={3} format={formatJson} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    // No native step, min or max on a number: the browser would refuse with a bubble in its own
    // language; the validators say the same in the app's.
    case 'integer':
    case 'number':
      return <NumberInput {...common} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'enum':
      return <SelectInput {...common} choices={enumChoices(resource, source, field)} />;
    case 'tags':
      return <TextInput {...common} format={formatTags} helperText={helperText ?? 'app.tags.help'} />;
    case 'reference':
      return (
        <DeclaredReferenceInput source={source} reference={field.reference ?? ''} validate={validate} helperText={helperText} optionDetail={optionDetail} />
      );
    default:
      return <TextInput {...common} />;
  }
};
