import type { ElementType } from 'react';
// The one place react-admin's Button is used: the rest of the app takes this one (a lint rule says so).
// eslint-disable-next-line no-restricted-imports
import { Button as ReactAdminButton, type ButtonProps } from 'react-admin';
import { KeepButtonLabels } from './KeepButtonLabels';

/**
 * react-admin's Button, which below `sm` shows only its icon with its name in a tooltip. A button
 * given no icon keeps its label there instead, since a phone would otherwise show an empty round
 * spot: a label-only button reads the same on every screen without a wrapper around each one.
 */
export const Button = <RootComponent extends ElementType = 'button'>(props: ButtonProps<RootComponent>) => {
  const button = <ReactAdminButton {...props} />;
  return props.children ? button : <KeepButtonLabels>{button}</KeepButtonLabels>;
};
