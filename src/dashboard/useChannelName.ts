import { useTranslate } from 'react-admin';

/** A sales channel in words ("ERP", "Mercado Libre"); a channel without words yet keeps its code. */
export const useChannelName = () => {
  const translate = useTranslate();
  return (channel: string): string => translate(`app.dashboard.channels.${channel}`, { _: channel });
};
