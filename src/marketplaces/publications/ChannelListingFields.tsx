import Chip, { type ChipProps } from '@mui/material/Chip';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import type { ListingState } from '../../../resources/inventory/channelListings';

const colours: Readonly<Record<ListingState, ChipProps['color']>> = {
  on_sale: 'success',
  not_buyable: 'warning',
  attention: 'error',
  draft: 'default',
  ended: 'default',
};

/** Where the publication stands, in the same words on every marketplace, as a coloured chip. */
export const ChannelListingStateField = (_props: FieldProps) => {
  const translate = useTranslate();
  const state = useRecordContext()?.state as ListingState | undefined;
  if (!state) return null;
  return <Chip component="span" size="small" color={colours[state]} label={translate(`app.publications.states.${state}`)} />;
};

/** The marketplace's name. */
export const ChannelField = (_props: FieldProps) => {
  const translate = useTranslate();
  const channel = useRecordContext()?.channel;
  if (typeof channel !== 'string') return null;
  return <span>{translate(`app.publications.channels.${channel}`)}</span>;
};
