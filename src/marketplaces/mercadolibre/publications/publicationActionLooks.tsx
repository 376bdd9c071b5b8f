import CancelIcon from '@mui/icons-material/Cancel';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import PublishIcon from '@mui/icons-material/Publish';
import type { ReactElement } from 'react';
import type { PublicationRowAction } from './usePublicationAction';

/** The icon of each publication action, the same on the sheet's buttons and in the list's menu. */
export const publicationActionIcons: Readonly<Record<PublicationRowAction, ReactElement>> = {
  validate: <FactCheckIcon />,
  publish: <PublishIcon />,
  pause: <PauseCircleIcon />,
  resume: <PlayCircleIcon />,
  close: <CancelIcon />,
  delete_mercadolibre: <DeleteForeverIcon />,
  delete: <DeleteIcon />,
};

/** Closing and deleting cannot be undone (a closed listing is never reactivated): confirmed first, shown in red. */
export const isDestructive = (action: PublicationRowAction): boolean => ['close', 'delete_mercadolibre', 'delete'].includes(action);
