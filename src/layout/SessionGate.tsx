import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { tokenStore } from '../providers/tokenStore';

/**
 * Every screen with the layout needs a signed-in user. The check is synchronous, so a signed-out
 * visitor goes straight to /login, and the requested address travels in the location state that
 * react-admin's login reads to come back after signing in.
 */
export const SessionGate = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  if (tokenStore.read()) return <>{children}</>;
  return <Navigate to="/login" replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
};
