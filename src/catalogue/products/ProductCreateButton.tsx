import AddIcon from '@mui/icons-material/Add';
import { Button } from '../../layout/Button';
import { Link } from 'react-router-dom';
import { productPaths } from './productPaths';

/** "Crear" leading to /productos/crear (react-admin's default would be /productos/create). */
export const ProductCreateButton = ({ variant = 'text' }: { readonly variant?: 'text' | 'contained' }) => (
  <Button component={Link} to={productPaths.create} label="ra.action.create" variant={variant}>
    <AddIcon />
  </Button>
);
