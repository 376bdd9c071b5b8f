import { useState } from 'react';
import { type RaRecord, type UpdateParams, useRefresh, useResourceContext } from 'react-admin';
import { resourceByName } from '../../resources';
import { resourceAliasesOf } from '../app/resourceAliases';
import { useFeatures } from '../app/FeaturesContext';
import { useOpenedFromSheet } from './SheetEditButton';
import { useCrudNotifications } from './useCrudNotifications';
import { changedSince, conflictingRecordOf, ownChanges } from './versionConflict';
import { type VersionConflict, VersionConflictDialog } from './VersionConflictDialog';

/**
 * The edit screens' mutationOptions: the update toasts, except that a save refused because another
 * user saved first opens a dialog with the stored values, a reload, and a way to keep the user's
 * changes on top of them, instead of overwriting them. The dialog goes inside the edit form (its
 * toolbar), whose values it rewrites. A saved record goes back to its sheet when the form was opened
 * from there (the sheet shows what was saved), to the list otherwise, or with `stay` stays open with
 * the stored values.
 */
export const useVersionConflict = ({ stay = false } = {}) => {
  const resource = useResourceContext() ?? '';
  const fromSheet = useOpenedFromSheet();
  const notifications = useCrudNotifications('update', stay ? false : fromSheet ? 'back' : 'list');
  const refresh = useRefresh();
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  const resourceAliases = resourceAliasesOf(useFeatures());
  const declaration = resourceByName(resourceAliases[resource] ?? resource);

  const mutationOptions = {
    onSuccess: notifications.onSuccess,
    onError: (error: unknown, variables: Partial<UpdateParams<RaRecord>>) => {
      const stored = conflictingRecordOf(error);
      if (!stored) {
        notifications.onError(error);
        return;
      }
      setConflict({
        stored,
        changes: changedSince(declaration, stored, variables.previousData),
        own: ownChanges(declaration, variables.data ?? {}, variables.previousData, stored),
      });
    },
  };
  const dialog = (
    <VersionConflictDialog
      resource={resource}
      declaration={declaration}
      conflict={conflict}
      onClose={() => setConflict(null)}
      onReload={() => {
        setConflict(null);
        refresh();
      }}
    />
  );
  return { mutationOptions, dialog };
};
