import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ProductImage } from './productImages';

interface ProductImageCardProps {
  readonly image: ProductImage;
  readonly first: boolean;
  readonly last: boolean;
  readonly onMove: (step: -1 | 1) => void;
  readonly onMain: () => void;
  readonly onRemove: () => void;
}

/** One image of the product with its actions: move, make main, remove. */
export const ProductImageCard = ({ image, first, last, onMove, onMain, onRemove }: ProductImageCardProps) => {
  const translate = useTranslate();
  const action = (key: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={translate(key)}>
      <span>
        <IconButton size="small" aria-label={translate(key)} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Card variant="outlined" sx={{ width: 160 }} data-testid="product-image">
      <CardMedia component="img" height="120" image={image.thumbnail_url ?? image.url} alt="" />
      <CardActions disableSpacing sx={{ justifyContent: 'space-between' }}>
        {action('app.catalogue.products.image_left', <ArrowBackIcon fontSize="small" />, () => onMove(-1), first)}
        {action(
          image.main ? 'app.catalogue.products.image_is_main' : 'app.catalogue.products.image_make_main',
          image.main ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />,
          onMain,
        )}
        {action('app.catalogue.products.image_right', <ArrowForwardIcon fontSize="small" />, () => onMove(1), last)}
        {action('app.catalogue.products.image_remove', <DeleteIcon fontSize="small" />, onRemove)}
      </CardActions>
    </Card>
  );
};
