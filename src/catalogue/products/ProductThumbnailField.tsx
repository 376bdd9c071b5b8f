import Avatar from '@mui/material/Avatar';
import ImageIcon from '@mui/icons-material/Image';
import { useRecordContext } from 'react-admin';
import { mainImageOf } from './productImages';

/** The main image's thumbnail, or a placeholder. */
export const ProductThumbnailField = ({ size = 40 }: { readonly label?: string; readonly size?: number }) => {
  const record = useRecordContext();
  const image = mainImageOf(record?.images);
  return (
    <Avatar variant="rounded" src={image?.thumbnail_url ?? image?.url} alt={record?.label ? String(record.label) : ''} sx={{ width: size, height: size }}>
      <ImageIcon />
    </Avatar>
  );
};
