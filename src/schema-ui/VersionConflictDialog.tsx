import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { versionFieldOf, type ResourceDeclaration } from '../../resources';
import { ConflictValue } from './ConflictValue';
import { useKeepOwnChanges } from './useKeepOwnChanges';

/** A save refused because another user saved first. */
export interface VersionConflict {
  /** The record as stored now. */
  readonly stored: Record<string, unknown>;
  /** The fields another user changed, with their stored values. */
  readonly changes: readonly [string, unknown][];
  /** The fields the user changed in the refused save, to values other than the stored ones. */
  readonly own: readonly string[];
}

interface VersionConflictDialogProps {
  readonly resource: string;
  /** The resource's declaration: how each stored value is shown (a reference by its title, a list line by line). */
  readonly declaration?: ResourceDeclaration;
  /** Null when there is no conflict. */
  readonly conflict: VersionConflict | null;
  readonly onReload: () => void;
  readonly onClose: () => void;
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * Tells the user their save was refused because someone else saved first and shows what is stored
 * now, marking the fields both changed. The user reloads (dropping their changes) or keeps their
 * changes on top of the stored values, to review and save. Rendered inside the edit form: keeping
 * rewrites that form's values.
 */
export const VersionConflictDialog = ({ resource, declaration, conflict, onReload, onClose }: VersionConflictDialogProps) => {
  const translate = useTranslate();
  const keepOwnChanges = useKeepOwnChanges(declaration && versionFieldOf(declaration));
  const changes = conflict?.changes ?? [];
  return (
    <Dialog open={conflict !== null} onClose={onClose} aria-labelledby="version-conflict-title">
      <DialogTitle id="version-conflict-title">{translate('app.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.conflict.message')}</DialogContentText>
        {changes.length ? (
          <RecordContextProvider value={{ id: 'stored', ...Object.fromEntries(changes) }}>
            <List dense>
              {changes.map(([name, value]) => {
                const field = declaration?.fields[name];
                return (
                  <ListItem key={name} disableGutters>
                    <ListItemText
                      primary={translate(`resources.${resource}.fields.${name}`, { _: name })}
                      secondary={
                        <>
                          {field ? <ConflictValue resource={resource} source={name} field={field} /> : shown(value)}
                          {conflict?.own.includes(name) ? (
                            <Typography variant="caption" color="warning.main" component="div">
                              {translate('app.conflict.also_yours')}
                            </Typography>
                          ) : null}
                        </>
                      }
                      slotProps={{ secondary: { component: 'div' } }}
                    />
                  </ListItem>
                );
              })}
            </List>
          </RecordContextProvider>
        ) : (
          <DialogContentText>{translate('app.conflict.no_visible_changes')}</DialogContentText>
        )}
        <DialogContentText variant="body2">{translate('app.conflict.keep_hint')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.conflict.close')}</Button>
        <Button onClick={onReload}>{translate('app.conflict.reload')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            if (conflict) keepOwnChanges(conflict.stored, conflict.own);
            onClose();
          }}
        >
          {translate('app.conflict.keep')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
