import { Link, type LinkProps } from 'react-admin';

/**
 * A card's link whose box stretches over the whole card (its positioned list item), so a tap
 * anywhere on the card follows it, while the card's own controls sit above it (CardAction).
 */
export const CardCoveringLink = (props: LinkProps) => (
  <Link color="inherit" underline="none" {...props} sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }} />
);
