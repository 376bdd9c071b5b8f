import DeleteIcon from '@mui/icons-material/Delete';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { uploadErrorKey } from './uploadErrorMessage';
import { formatBytes, formatSpeed } from './uploadFormat';
import { uploadStateOf, type UploadFile } from './uploadTypes';

interface UploadFileRowProps {
  readonly file: UploadFile;
  /** Only chunked uploads can pause. */
  readonly pausable: boolean;
  readonly onPause: () => void;
  readonly onResume: () => void;
  readonly onRemove: () => void;
}

const stateColors = { idle: 'default', active: 'info', success: 'success', error: 'error' } as const;

const thumbnailOf = (response: unknown): string | undefined => {
  const data = (response as { data?: { thumbnail_url?: unknown } } | undefined)?.data;
  return typeof data?.thumbnail_url === 'string' ? data.thumbnail_url : undefined;
};

export const UploadFileRow = ({ file, pausable, onPause, onResume, onRemove }: UploadFileRowProps) => {
  const translate = useTranslate();
  const state = uploadStateOf(file);
  const thumbnail = state === 'success' ? thumbnailOf(file.response) : undefined;
  const label = file.paused ? translate('app.uploads.states.paused') : translate(`app.uploads.states.${state}`);
  return (
    <TableRow data-testid="upload-row">
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {thumbnail && <Box component="img" src={thumbnail} alt={file.name} sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }} />}
          {file.name}
        </Box>
      </TableCell>
      <TableCell>{formatBytes(file.size)}</TableCell>
      <TableCell>
        <Chip size="small" color={stateColors[state]} label={label} />
        {file.error && (
          <Box component="span" sx={{ display: 'block', color: 'error.main', fontSize: '0.8rem', mt: 0.5 }}>
            {translate(uploadErrorKey(file.error))}
          </Box>
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        <LinearProgress variant="determinate" value={Number(file.progress)} />
        <span>{file.progress} %</span>
      </TableCell>
      <TableCell>{state === 'active' ? formatSpeed(file.speed) : '—'}</TableCell>
      <TableCell align="right">
        {pausable && state === 'active' && (
          <Tooltip title={translate(file.paused ? 'app.uploads.resume' : 'app.uploads.pause')}>
            <IconButton aria-label={translate(file.paused ? 'app.uploads.resume' : 'app.uploads.pause')} onClick={file.paused ? onResume : onPause}>
              {file.paused ? <PlayArrowIcon /> : <PauseIcon />}
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={translate('app.uploads.remove')}>
          <IconButton aria-label={translate('app.uploads.remove')} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
};
