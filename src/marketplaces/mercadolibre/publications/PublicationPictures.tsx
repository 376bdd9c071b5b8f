import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import Avatar from '@mui/material/Avatar';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';

interface Picture {
  readonly id: string;
  readonly url: string;
}

const picturesOf = (mlJson: unknown): Picture[] => {
  const pictures = typeof mlJson === 'object' && mlJson !== null ? (mlJson as { pictures?: unknown }).pictures : undefined;
  if (!Array.isArray(pictures)) return [];
  return pictures.flatMap((picture: { id?: unknown; secure_url?: unknown; url?: unknown }, index) => {
    const url = picture.secure_url ?? picture.url;
    return typeof url === 'string' ? [{ id: String(picture.id ?? index), url }] : [];
  });
};

/** The listing's pictures as MercadoLibre last returned them; one that does not load shows a neutral mark, as the list's thumbnail does. */
export const PublicationPictures = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const pictures = picturesOf(record?.ml_json);
  if (pictures.length === 0) return <Typography color="text.secondary">{translate('app.mercadolibre.sheet.no_pictures')}</Typography>;
  return (
    <ImageList cols={4} rowHeight={140}>
      {pictures.map((picture) => (
        <ImageListItem key={picture.id}>
          <Avatar
            variant="rounded"
            src={picture.url}
            alt={String(record?.title ?? '')}
            slotProps={{ img: { loading: 'lazy', style: { objectFit: 'contain' } } }}
            sx={{ width: '100%', height: 140, bgcolor: 'action.hover' }}
          >
            <ImageNotSupportedIcon color="disabled" />
          </Avatar>
        </ImageListItem>
      ))}
    </ImageList>
  );
};
