import { useLocation } from 'react-router-dom';

/** The router's address (path and query), shown so a test can read where a click led. */
export const CurrentAddress = () => {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
};
