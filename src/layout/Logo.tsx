import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

interface LogoProps {
  readonly small?: boolean;
  readonly height?: number;
  /** Dark surfaces (the app bar, a dark theme) use the light-on-dark variant. */
  readonly onDark?: boolean;
}

export const Logo = ({ small = false, height = 32, onDark }: LogoProps) => {
  const translate = useTranslate();
  const theme = useTheme();
  const dark = onDark ?? theme.palette.mode === 'dark';
  const file = `/logo${small ? '-small' : ''}${dark ? '-dark' : ''}.svg`;
  return <img src={file} alt={translate('app.title')} height={height} style={{ display: 'block' }} />;
};
