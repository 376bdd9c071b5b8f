import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { useFeatures } from '../app/FeaturesContext';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { FieldLocales } from './FieldLocales';
import { PagerLabels } from './PagerLabels';
import { SessionGate } from './SessionGate';
import { ToastRoom } from './ToastRoom';

/** The page, below the room a toast takes (its side menu too, when a drawer on a phone), inside each feature's frame (e.g. the marketplace accounts loader), the first feature's outermost, its pagers named and its dates and numbers written in the seller's language. */
export const Layout = ({ children }: { children: ReactNode }) => {
  const framed = useFeatures().reduceRight<ReactNode>((inner, { frame: Frame }) => (Frame ? <Frame>{inner}</Frame> : inner), children);
  return (
    <SessionGate>
      <RaLayout appBar={AppBar} menu={AppMenu} sidebar={AppSidebar}>
        <ToastRoom />
        <PagerLabels>
          <FieldLocales>{framed}</FieldLocales>
        </PagerLabels>
      </RaLayout>
    </SessionGate>
  );
};
