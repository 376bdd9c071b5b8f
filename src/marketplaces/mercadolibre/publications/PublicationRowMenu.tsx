import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { isDestructive, publicationActionIcons } from './publicationActionLooks';
import { rowActionsOf } from './PublicationRowActions';
import { useConfirmedPublicationAction } from './useConfirmedPublicationAction';

/** A row's actions in one "⋯" menu, as the seller centre shows them; the ones that cannot be undone in red, confirmed first. */
export const PublicationRowMenu = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { start, dialog, isPending } = useConfirmedPublicationAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = rowActionsOf(record?.status);
  if (!record || actions.length === 0) return null;
  // Inside a table row or a card: opening the menu or choosing in it must not also open the sheet.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <>
      <IconButton
        aria-label={translate('app.mercadolibre.actions.menu', { title: String(record.title ?? record.id) })}
        aria-haspopup="menu"
        disabled={isPending}
        onClick={(event) => {
          stop(event);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreHorizIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} onClick={stop}>
        {actions.map((action) => {
          const colour = isDestructive(action) ? 'error.main' : undefined;
          return (
            <MenuItem
              key={action}
              sx={{ color: colour }}
              onClick={() => {
                setAnchor(null);
                start(action, record);
              }}
            >
              <ListItemIcon sx={{ color: colour }}>{publicationActionIcons[action]}</ListItemIcon>
              <ListItemText>{translate(`app.mercadolibre.actions.${action}`)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
      {dialog}
    </>
  );
};
