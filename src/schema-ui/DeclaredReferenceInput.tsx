import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { AutocompleteInput, type AutocompleteInputProps, ReferenceInput, type Validator, useRecordContext } from 'react-admin';
import { type ResourceDeclaration, resourceByName } from '../../resources';
import { recordNamingOf, recordRepresentationOf, recordTitle } from './recordTitle';

/** A screen's say in the box: its label, width, what a choice does, the text field's props. */
type BoxProps = Pick<AutocompleteInputProps, 'label' | 'sx' | 'onChange' | 'TextFieldProps'>;

interface DeclaredReferenceInputProps extends BoxProps {
  readonly source: string;
  /** The target resource's declared name. */
  readonly reference: string;
  readonly validate?: Validator[];
  readonly helperText?: AutocompleteInputProps['helperText'];
  /**
   * A line under each option's name, drawn in the option's record: what tells apart records whose
   * names repeat (two customers called alike). The field itself shows the name alone.
   */
  readonly optionDetail?: ReactElement;
}

/** Autocompletes search the server through the `busqueda` filter every list understands. */
const searchQuery = (busqueda: string) => ({ busqueda });

/** The server searched already: every option it answered is shown. */
const everyOption = () => true;

const OptionWithDetail = ({ declaration, detail }: { readonly declaration: ResourceDeclaration; readonly detail: ReactElement }) => {
  const record = useRecordContext();
  return (
    <div>
      <Typography variant="body2">{recordTitle(declaration, record)}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {detail}
      </Typography>
    </div>
  );
};

/** Picks a record of the target resource by its foreign key, each named as the target declaration names its records. */
export const DeclaredReferenceInput = ({ source, reference, validate, helperText, optionDetail, ...rest }: DeclaredReferenceInputProps) => {
  const declaration = resourceByName(reference);
  const options =
    declaration && optionDetail
      ? {
          optionText: <OptionWithDetail declaration={declaration} detail={optionDetail} />,
          inputText: recordNamingOf(declaration),
          matchSuggestion: everyOption,
        }
      : { optionText: declaration && recordRepresentationOf(declaration) };
  return (
    <ReferenceInput source={source} reference={reference}>
      <AutocompleteInput
        // What a filter form adds when it places the input (size, margins) reaches the visible field.
        {...rest}
        validate={validate}
        helperText={helperText}
        filterToQuery={searchQuery}
        {...options}
      />
    </ReferenceInput>
  );
};
