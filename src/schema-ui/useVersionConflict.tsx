import { useState } from 'react';
import { type RaRecord, type UpdateParams, useRefresh, useResourceContext } from 'react-admin';
import { resourceByName } from '../../resources';
import { resourceAliasesOf } from '../app/resourceAliases';
import { useFeatures } from '../app/FeaturesContext';
import { useCrudNotifications } from './useCrudNotifications';
import { changedSince, conflictingRecordOf } from './versionConflict';
import { VersionConflictDialog } from './VersionConflictDialog';

/**
 * The edit screens' mutationOptions: the update toasts, except that a save refused because another
 * user saved first opens a dialog with the stored values and a reload, instead of overwriting them.
 * A saved record returns to the list, or with `redirectTo` false stays open with the stored values.
 */
export const useVersionConflict = (redirectTo: 'list' | false = 'list') => {
  const resource = useResourceContext() ?? '';
  const notifications = useCrudNotifications('update', redirectTo);
  const refresh = useRefresh();
  const [changes, setChanges] = useState<[string, unknown][] | null>(null);
  const resourceAliases = resourceAliasesOf(useFeatures());
  const declaration = resourceByName(resourceAliases[resource] ?? resource);

  const mutationOptions = {
    onSuccess: notifications.onSuccess,
    onError: (error: unknown, variables: Partial<UpdateParams<RaRecord>>) => {
      const current = conflictingRecordOf(error);
      if (current) setChanges(changedSince(declaration, current, variables.previousData));
      else notifications.onError(error);
    },
  };
  const dialog = (
    <VersionConflictDialog
      resource={resource}
      declaration={declaration}
      changes={changes}
      onClose={() => setChanges(null)}
      onReload={() => {
        setChanges(null);
        refresh();
      }}
    />
  );
  return { mutationOptions, dialog };
};
