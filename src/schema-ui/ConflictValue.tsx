import Stack from '@mui/material/Stack';
import { ChipField, RecordContextProvider, ReferenceArrayField, ReferenceField, SingleFieldList, useRecordContext } from 'react-admin';
import { resourceByName, type FieldDeclaration } from '../../resources';
import { RecordTitleField } from './RecordTitleField';
import { SchemaField } from './SchemaField';

interface ConflictValueProps {
  readonly resource: string;
  readonly source: string;
  readonly field: FieldDeclaration;
}

const titleOf = (reference: string | undefined) => resourceByName(reference ?? '')?.title ?? 'id';

/** One item of a declared list (a warehouse's units, an order's line): its values in order, a referenced record by its title. */
const ItemValues = ({ items }: { readonly items: Readonly<Record<string, FieldDeclaration>> }) => {
  const item: Record<string, unknown> = useRecordContext() ?? {};
  const parts = Object.entries(items).filter(([name]) => item[name] !== undefined && item[name] !== null && item[name] !== '');
  return (
    <Stack direction="row" spacing={0.5} divider={<span>·</span>} component="span">
      {parts.map(([name, declared]) =>
        declared.kind === 'reference' ? (
          <ReferenceField key={name} source={name} reference={declared.reference ?? ''} link={false}>
            <RecordTitleField reference={declared.reference ?? ''} />
          </ReferenceField>
        ) : (
          <span key={name}>{String(item[name])}</span>
        ),
      )}
    </Stack>
  );
};

/**
 * A value the version-conflict dialog shows as stored now, the way the record's screens show it:
 * referenced records by their titles, a list of items one line each, amounts as money, codes as words;
 * never raw ids or JSON. It reads the stored record from the record context.
 */
export const ConflictValue = ({ resource, source, field }: ConflictValueProps) => {
  const record = useRecordContext();
  const value = record?.[source];
  if (value === null || value === undefined || value === '') return <>—</>;
  if (field.kind === 'reference' && field.many)
    return (
      <ReferenceArrayField source={source} reference={field.reference ?? ''}>
        <SingleFieldList linkType={false}>
          <ChipField source={titleOf(field.reference)} size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    );
  // Not a link: following it would leave the form the dialog is about.
  if (field.kind === 'reference')
    return (
      <ReferenceField source={source} reference={field.reference ?? ''} link={false}>
        <RecordTitleField reference={field.reference ?? ''} />
      </ReferenceField>
    );
  if (field.kind === 'json' && field.items && Array.isArray(value)) {
    const items = field.items;
    return (
      <Stack component="span">
        {value.map((item: Record<string, unknown>, index) => (
          <RecordContextProvider key={index} value={{ id: index, ...item }}>
            <ItemValues items={items} />
          </RecordContextProvider>
        ))}
      </Stack>
    );
  }
  return <SchemaField resource={resource} source={source} field={field} />;
};
