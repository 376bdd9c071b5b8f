import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DragActivity } from './dragActivity';

interface UploadDropZoneProps {
  readonly accept: string;
  readonly hint: string;
  readonly onFiles: (files: File[]) => void;
}

/** Drop files here or pick them; highlighted while something is dragged over the page. */
export const UploadDropZone = ({ accept, hint, onFiles }: UploadDropZoneProps) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [activity] = useState(() => new DragActivity(setDragging));

  useEffect(() => {
    const touch = () => activity.touch();
    window.addEventListener('dragenter', touch);
    window.addEventListener('dragover', touch);
    return () => {
      window.removeEventListener('dragenter', touch);
      window.removeEventListener('dragover', touch);
      activity.end();
    };
  }, [activity]);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    activity.end();
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <Box
      data-testid="upload-drop-zone"
      onDragOver={(event) => event.preventDefault()}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 4,
        textAlign: 'center',
      }}
    >
      <CloudUploadIcon color={dragging ? 'primary' : 'disabled'} sx={{ fontSize: 48 }} />
      <Typography sx={{ my: 1 }}>{translate(dragging ? 'app.uploads.drop_release' : 'app.uploads.drop_here')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {hint}
      </Typography>
      <Button variant="contained" onClick={() => input.current?.click()}>
        {translate('app.uploads.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple
        hidden
        aria-label={translate('app.uploads.choose')}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </Box>
  );
};
