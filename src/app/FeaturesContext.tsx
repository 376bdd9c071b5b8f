import { createContext, useContext, type ReactNode } from 'react';
import type { Feature } from './feature';

const FeaturesContext = createContext<readonly Feature[]>([]);

/** Hands the feature list to the layout and the generic screens, which must not import it. */
export const FeaturesProvider = ({ features, children }: { features: readonly Feature[]; children: ReactNode }) => (
  <FeaturesContext.Provider value={features}>{children}</FeaturesContext.Provider>
);

export const useFeatures = (): readonly Feature[] => useContext(FeaturesContext);
