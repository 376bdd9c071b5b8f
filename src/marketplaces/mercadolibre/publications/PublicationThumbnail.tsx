import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import Avatar from '@mui/material/Avatar';
import { useRecordContext } from 'react-admin';

/** The listing's small picture as MercadoLibre serves it; a neutral mark while it has none (a draft). */
export const PublicationThumbnail = () => {
  const record = useRecordContext();
  const thumbnail = typeof record?.thumbnail === 'string' && record.thumbnail !== '' ? record.thumbnail : undefined;
  return (
    <Avatar variant="rounded" src={thumbnail} alt={String(record?.title ?? '')} sx={{ width: 48, height: 48, bgcolor: 'action.hover' }}>
      <ImageNotSupportedIcon color="disabled" />
    </Avatar>
  );
};
