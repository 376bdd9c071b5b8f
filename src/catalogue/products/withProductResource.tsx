import type { ComponentType } from 'react';
import { ResourceContextProvider } from 'react-admin';

/** Pages outside the Resource's routes still act on `productos` (notifications, redirects, labels). */
export const withProductResource = (Page: ComponentType): ComponentType => {
  const ProductPage = () => (
    <ResourceContextProvider value="productos">
      <Page />
    </ResourceContextProvider>
  );
  return ProductPage;
};
