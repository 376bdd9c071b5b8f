import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

type Row = Record<string, unknown>;

interface Pending {
  readonly version: unknown;
  readonly values: Row;
}

/**
 * Inside an edit form: puts the user's own changes on top of the record as stored now, after a save
 * refused because another user saved first. The screen's record becomes the stored one (so the next
 * save is based on its version and sends only what differs from it); react-admin then resets the form
 * to it, and once the form carries the stored version the user's values go back in, as unsaved
 * changes, for them to review and save. Every field the user did not change shows the stored value.
 */
export const useKeepOwnChanges = (version: string | undefined) => {
  const resource = useResourceContext();
  const record = useRecordContext();
  const queryClient = useQueryClient();
  const { getValues, reset } = useFormContext();
  const formVersion: unknown = useWatch({ name: version ?? '', disabled: !version });
  const pending = useRef<Pending | null>(null);

  // Waits for react-admin's own reset to the stored record: applied earlier, it would be overwritten.
  useEffect(() => {
    if (!pending.current || formVersion !== pending.current.version) return;
    reset({ ...getValues(), ...pending.current.values }, { keepDefaultValues: true });
    pending.current = null;
  }, [formVersion, getValues, reset]);

  return (stored: Row, own: readonly string[]) => {
    if (!version || !record) return;
    const values = getValues();
    pending.current = { version: stored[version], values: Object.fromEntries(own.filter((name) => name in values).map((name) => [name, values[name]])) };
    // The edit screen's record, whatever the query's extra options: the stored values under its id.
    queryClient.setQueriesData<Row>(
      { queryKey: [resource, 'getOne', { id: String(record.id) }] },
      (loaded) => loaded && { ...loaded, ...stored, id: record.id },
    );
  };
};
