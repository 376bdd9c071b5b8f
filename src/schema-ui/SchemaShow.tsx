import type { ReactElement, ReactNode } from 'react';
import { EditButton, type RaRecord, Show, SimpleShowLayout, TopToolbar, useRecordContext, useResourceDefinition } from 'react-admin';
import { KeepButtonLabels } from '../layout/KeepButtonLabels';
import type { ResourceDeclaration } from '../../resources';
import { noValue } from './noValue';
import { SchemaField } from './SchemaField';

export interface SchemaShowProps {
  readonly declaration: ResourceDeclaration;
  /** Fields shown their own way, by source (e.g. an account id as the account's name); each carries its `source`, which labels it. */
  readonly fields?: Readonly<Record<string, ReactElement>>;
  /** Actions of the record besides the edit button, e.g. a decision the seller still has to make. */
  readonly actions?: ReactNode;
  /**
   * The fields that apply to this record, for a resource whose rows are of several kinds (an order's
   * money, a charge to the account): the others are left out rather than shown as dashes. Every
   * readable declared field when absent.
   */
  readonly sourcesOf?: (record: RaRecord) => readonly string[];
}

/** The sheet's fields in declared order: those `sourcesOf` names for the record, else all but write-only passwords. */
const SheetFields = ({ declaration, fields, sourcesOf }: Required<Pick<SchemaShowProps, 'declaration' | 'fields'>> & Pick<SchemaShowProps, 'sourcesOf'>) => {
  const record = useRecordContext();
  const applying = sourcesOf && record ? new Set(sourcesOf(record)) : undefined;
  return (
    <SimpleShowLayout>
      {Object.entries(declaration.fields)
        .filter(([source, field]) => field.kind !== 'password' && (applying?.has(source) ?? true))
        .map(
          ([source, field]) =>
            fields[source] ?? <SchemaField key={source} resource={declaration.name} source={source} field={field} sortable={false} emptyText={noValue} />,
        )}
    </SimpleShowLayout>
  );
};

/**
 * Every readable declared field of one record (write-only passwords are left out, and those that do
 * not apply to its kind where `sourcesOf` says which do), a dash where it has no value rather than a
 * label over nothing. Above it, the record's own actions, then Editar where the resource has an edit
 * screen, labelled on a phone too; a sheet with neither has no action bar, so it starts at the top of the page.
 */
export const SchemaShow = ({ declaration, fields = {}, actions, sourcesOf }: SchemaShowProps) => {
  const { hasEdit } = useResourceDefinition();
  const bar = (actions || hasEdit) && (
    <TopToolbar>
      <KeepButtonLabels>
        {actions}
        {hasEdit && <EditButton />}
      </KeepButtonLabels>
    </TopToolbar>
  );
  return (
    <Show actions={bar}>
      <SheetFields declaration={declaration} fields={fields} sourcesOf={sourcesOf} />
    </Show>
  );
};
