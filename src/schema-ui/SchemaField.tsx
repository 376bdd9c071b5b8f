import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { BooleanField, DateField, FunctionField, NumberField, ReferenceField, TextField, useTranslate, type RaRecord } from 'react-admin';
import type { FieldDeclaration } from '../../resources';
import { MoneyField } from './MoneyField';
import { DateTimeField } from './DateTimeField';
import { RecordTitleField } from './RecordTitleField';

export interface SchemaFieldProps {
  readonly resource: string;
  readonly source: string;
  readonly field: FieldDeclaration;
  readonly sortable?: boolean;
  /** Shown where the record has no value (a sheet's dash); nothing when absent. */
  readonly emptyText?: string;
}

const EnumValue = ({ resource, source, value, emptyText }: { resource: string; source: string; value: unknown; emptyText?: string }) => {
  const translate = useTranslate();
  if (value === undefined || value === null) return emptyText ?? null;
  return <>{translate(`resources.${resource}.values.${source}.${String(value)}`, { _: String(value) })}</>;
};

const TagChips = ({ value }: { value: unknown }) => (
  <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
    {(Array.isArray(value) ? value : []).map((tag) => (
      <Chip key={String(tag)} label={String(tag)} size="small" />
    ))}
  </Stack>
);

/** The referenced record named as the target declaration names its records. */
const TitledReferenceField = ({ reference, ...common }: { source: string; sortable: boolean; reference: string }) => (
  <ReferenceField {...common} reference={reference}>
    <RecordTitleField reference={reference} />
  </ReferenceField>
);

/** A read-only display of a declared field, used by list columns and the show page. */
export const SchemaField = ({ resource, source, field, sortable, emptyText }: SchemaFieldProps) => {
  const common = { source, sortable: sortable ?? field.sortable ?? false, emptyText };
  switch (field.kind) {
    case 'integer':
    case 'number':
      return field.money ? <MoneyField {...common} /> : <NumberField {...common} />;
    case 'boolean':
      return <BooleanField {...common} />;
    case 'date':
      return <DateField {...common} />;
    case 'datetime':
      return <DateTimeField {...common} />;
    case 'enum':
      return (
        <FunctionField
          {...common}
          render={(record: RaRecord) => <EnumValue resource={resource} source={source} value={record[source]} emptyText={emptyText} />}
        />
      );
    case 'tags':
      return <FunctionField {...common} render={(record: RaRecord) => <TagChips value={record[source]} />} />;
    case 'reference':
      return <TitledReferenceField {...common} reference={field.reference ?? ''} />;
    case 'password':
      return null;
    default:
      return <TextField {...common} />;
  }
};
