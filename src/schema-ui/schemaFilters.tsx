import type { ReactElement } from 'react';
import { BooleanInput, DateInput, NumberInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources';
import { DeclaredReferenceInput } from './DeclaredReferenceInput';
import { enumChoices } from './enumChoices';

/** The filter input of one filterable field, by its kind; its value goes to the server as field equality. */
const filterInput = (resource: string, source: string, field: FieldDeclaration, optionDetail?: ReactElement): ReactElement => {
  switch (field.kind) {
    case 'enum':
      return <SelectInput key={source} source={source} choices={enumChoices(resource, source, field)} />;
    case 'reference':
      return <DeclaredReferenceInput key={source} source={source} reference={field.reference ?? ''} optionDetail={optionDetail} />;
    case 'boolean':
      return <BooleanInput key={source} source={source} />;
    case 'integer':
    case 'number':
      return <NumberInput key={source} source={source} />;
    case 'date':
      return <DateInput key={source} source={source} />;
    default:
      return <TextInput key={source} source={source} />;
  }
};

/** A picked day as the instant it starts in the browser's time zone, the seller's day. */
export const startOfLocalDay = (day: string | null) => (day ? new Date(`${day}T00:00`).toISOString() : null);

/**
 * The always-on `busqueda` search, then one optional filter per field the declaration marks
 * filterable, a yes switch per named filter that takes `true` (e.g. orders to prepare) and a day
 * picker per `since` filter. A screen
 * leaves out the `omitted` ones a seller cannot use as a typed value (an account id, a code), and
 * may give a reference filter the line under each option's name (`DeclaredReferenceInput`).
 */
export const schemaFilters = (
  { name, fields, filters = {} }: ResourceDeclaration,
  omitted: readonly string[] = [],
  optionDetails: Readonly<Record<string, ReactElement>> = {},
): ReactElement[] =>
  [
    <SearchInput key="busqueda" source="busqueda" alwaysOn />,
    ...Object.entries(fields)
      .filter(([, field]) => field.filterable)
      .map(([source, field]) => filterInput(name, source, field, optionDetails[source])),
    ...Object.entries(filters)
      .filter(([, filter]) => filter.kind !== 'related')
      .map(([source, filter]) =>
        filter.kind === 'since' ? (
          <DateInput key={source} source={source} parse={startOfLocalDay} />
        ) : (
          <BooleanInput key={source} source={source} defaultValue />
        ),
      ),
  ].filter((input) => !omitted.includes(String(input.key)));
