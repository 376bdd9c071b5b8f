import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Uploader } from './uploader';
import { UploadFileRow } from './UploadFileRow';
import type { UploadFile } from './uploadTypes';

interface UploadFileListProps {
  readonly uploader: Uploader;
  readonly files: readonly UploadFile[];
  /** Files above this size go in chunks, and only those can pause. */
  readonly chunkAbove: number;
}

const columns = ['name', 'size', 'state', 'progress', 'speed', 'actions'] as const;

export const UploadFileList = ({ uploader, files, chunkAbove }: UploadFileListProps) => {
  const translate = useTranslate();
  if (files.length === 0) return <Typography sx={{ py: 3, textAlign: 'center' }}>{translate('app.uploads.empty')}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column} align={column === 'actions' ? 'right' : 'left'}>
              {translate(`app.uploads.columns.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {files.map((file) => (
          <UploadFileRow
            key={file.id}
            file={file}
            pausable={file.size > chunkAbove}
            onPause={() => uploader.pause(file.id)}
            onResume={() => uploader.resume(file.id)}
            onRemove={() => uploader.remove(file.id)}
          />
        ))}
      </TableBody>
    </Table>
  );
};
