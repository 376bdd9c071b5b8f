import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { SessionGate } from './SessionGate';

export const Layout = ({ children }: { children: ReactNode }) => (
  <SessionGate>
    <RaLayout appBar={AppBar} menu={AppMenu}>
      {children}
    </RaLayout>
  </SessionGate>
);
