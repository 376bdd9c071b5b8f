import type { ComponentType } from 'react';
import type { ResourceDeclaration } from '../../resources';
import type { ResourceScreens, ScreenOverrides } from './feature';
import { lazyScreen } from './lazyScreen';
import { menuIconNamed } from './menuIcons';
import { recordRepresentationOf } from '../schema-ui/recordTitle';

type ScreenName = keyof ScreenOverrides;

/** One generic screen of a declaration, loaded on first visit like the features' own screens. */
const genericScreen = (declaration: ResourceDeclaration, screen: ScreenName): ComponentType =>
  lazyScreen(async () => {
    const { schemaScreens } = await import('../schema-ui/schemaScreens');
    const Screen = schemaScreens[screen];
    return { default: () => <Screen declaration={declaration} /> };
  });

/**
 * The react-admin screens of a declared resource: the feature's own where it gives them, the
 * generic ones otherwise; a read-only resource (written by other features) is only listed and shown.
 */
export const genericScreensOf = (declaration: ResourceDeclaration, overrides: ScreenOverrides = {}): ResourceScreens => {
  const screens: readonly ScreenName[] = declaration.readOnly ? ['list', 'show'] : ['list', 'create', 'edit', 'show'];
  return {
    name: declaration.name,
    icon: menuIconNamed(declaration.menu?.icon),
    recordRepresentation: recordRepresentationOf(declaration),
    ...Object.fromEntries(screens.map((screen) => [screen, overrides[screen] ?? genericScreen(declaration, screen)])),
  };
};
