import type { ReactNode } from 'react';
import { ResourceDefinitionContextProvider } from 'react-admin';
import { resourcesOf } from '../../../src/app/composeFeatures';
import { features } from '../../../src/features';

/** Every resource the app registers, with its screens and its records' names: references and pickers read these. */
const appDefinitions = Object.fromEntries(
  resourcesOf(features).map(({ name, recordRepresentation, list, create, edit, show }) => [
    name,
    { name, recordRepresentation, hasList: Boolean(list), hasCreate: Boolean(create), hasEdit: Boolean(edit), hasShow: Boolean(show) },
  ]),
);

/** Renders its children with the app's record names, as the app's `<Resource>`s register them. */
export const AppRecordNames = ({ children }: { readonly children: ReactNode }) => (
  <ResourceDefinitionContextProvider definitions={appDefinitions}>{children}</ResourceDefinitionContextProvider>
);
