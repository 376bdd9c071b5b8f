import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { ConflictValue } from './ConflictValue';

interface VersionConflictDialogProps {
  readonly resource: string;
  /** The resource's declaration: how each stored value is shown (a reference by its title, a list line by line). */
  readonly declaration?: ResourceDeclaration;
  /** The fields another user changed, with their stored values; null when there is no conflict. */
  readonly changes: readonly [string, unknown][] | null;
  readonly onReload: () => void;
  readonly onClose: () => void;
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Tells the user their save was refused because someone else saved first, shows what is stored now, offers to reload. */
export const VersionConflictDialog = ({ resource, declaration, changes, onReload, onClose }: VersionConflictDialogProps) => {
  const translate = useTranslate();
  const stored = { id: 'stored', ...Object.fromEntries(changes ?? []) };
  return (
    <Dialog open={changes !== null} onClose={onClose} aria-labelledby="version-conflict-title">
      <DialogTitle id="version-conflict-title">{translate('app.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.conflict.message')}</DialogContentText>
        {changes?.length ? (
          <RecordContextProvider value={stored}>
            <List dense>
              {changes.map(([name, value]) => {
                const field = declaration?.fields[name];
                return (
                  <ListItem key={name} disableGutters>
                    <ListItemText
                      primary={translate(`resources.${resource}.fields.${name}`, { _: name })}
                      secondary={field ? <ConflictValue resource={resource} source={name} field={field} /> : shown(value)}
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.conflict.close')}</Button>
        <Button onClick={onReload} variant="contained">
          {translate('app.conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
