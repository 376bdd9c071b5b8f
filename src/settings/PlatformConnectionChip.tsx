import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { ConnectionState } from './platformConnectionState';

const colours: Readonly<Record<ConnectionState, ChipProps['color']>> = {
  connected: 'success',
  attention: 'warning',
  not_connected: 'default',
};

export const PlatformConnectionChip = ({ state }: { state: ConnectionState }) => {
  const translate = useTranslate();
  return <Chip size="small" color={colours[state]} label={translate(`app.settings.connection.${state}`)} />;
};
