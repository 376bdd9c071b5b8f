import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import { resourceByName } from '../../resources';
import { recordRepresentationOf } from './recordTitle';

interface DeclaredReferenceInputProps {
  readonly source: string;
  /** The target resource's declared name. */
  readonly reference: string;
  readonly validate?: Validator[];
  readonly helperText?: string | false;
}

/** Autocompletes search the server through the `busqueda` filter every list understands. */
const searchQuery = (busqueda: string) => ({ busqueda });

/** Picks a record of the target resource by its foreign key, each named as the target declaration names its records. */
export const DeclaredReferenceInput = ({ source, reference, validate, helperText, ...rest }: DeclaredReferenceInputProps) => {
  const declaration = resourceByName(reference);
  return (
    <ReferenceInput source={source} reference={reference}>
      <AutocompleteInput
        // What a filter form adds when it places the input (size, margins) reaches the visible field.
        {...rest}
        validate={validate}
        helperText={helperText}
        filterToQuery={searchQuery}
        optionText={declaration && recordRepresentationOf(declaration)}
      />
    </ReferenceInput>
  );
};
