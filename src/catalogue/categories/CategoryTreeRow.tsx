import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useCreatePath, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { productListPath } from '../products/productListUrl';

const countSx = { flexShrink: 0, whiteSpace: 'nowrap', px: 1.5 } as const;

/** The width of a small icon button (its 24 px icon and 5 px padding each side): a leaf's row keeps it empty. */
const expandWidth = 34;

interface CategoryTreeRowProps {
  readonly category: RaRecord;
  readonly depth: number;
  readonly open: boolean;
  readonly onToggle: () => void;
}

/**
 * One category of the tree: the button opening its subcategories (only where it has some; a leaf
 * keeps the button's room, so names stay in one column), its name opening its edit page, and how
 * many products it holds itself, opening the products list filtered by it. A category without products
 * of its own says how many subcategories hold them instead ("0 productos" on "Deportes" would read as
 * an empty department), or that it has none: a link there would only open an empty list.
 */
export const CategoryTreeRow = ({ category, depth, open, onToggle }: CategoryTreeRowProps) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const products = Number(category.product_count ?? 0);
  const subcategories = Number(category.subcategory_count ?? 0);
  return (
    <ListItem component="div" disablePadding>
      {subcategories > 0 ? (
        <IconButton
          size="small"
          sx={{ ml: depth * 3 }}
          aria-label={translate(open ? 'app.catalogue.categories.collapse' : 'app.catalogue.categories.expand')}
          onClick={onToggle}
        >
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      ) : (
        <Box sx={{ ml: depth * 3, width: expandWidth, flexShrink: 0 }} />
      )}
      <ListItemButton component={Link} to={createPath({ resource: 'categorias', id: category.id, type: 'edit' })}>
        <ListItemText primary={String(category.label)} sx={{ overflowWrap: 'anywhere' }} />
      </ListItemButton>
      {products > 0 ? (
        <MuiLink
          component={Link}
          to={productListPath({ category: category.id })}
          variant="body2"
          underline="hover"
          aria-label={translate('app.catalogue.categories.products_of', { smart_count: products, label: category.label })}
          sx={countSx}
        >
          {translate('app.catalogue.categories.products', { smart_count: products })}
        </MuiLink>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={countSx}>
          {subcategories > 0
            ? translate('app.catalogue.categories.subcategories', { smart_count: subcategories })
            : translate('app.catalogue.categories.no_products')}
        </Typography>
      )}
    </ListItem>
  );
};
