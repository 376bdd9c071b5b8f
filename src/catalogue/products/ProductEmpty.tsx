import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ProductCreateButton } from './ProductCreateButton';

/** 'No hay informacion para mostrar', with a way to create the first product. */
export const ProductEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', my: 6, width: '100%' }}>
      <Typography variant="h6" color="text.secondary" gutterBottom>
        {translate('app.list.empty')}
      </Typography>
      <ProductCreateButton variant="contained" />
    </Box>
  );
};
