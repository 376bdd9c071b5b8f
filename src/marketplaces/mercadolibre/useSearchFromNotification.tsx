import { Navigate, useLocation } from 'react-router-dom';

/**
 * A notification links its list with `?busqueda={id}`: the answer is the redirect that makes it the
 * list's search filter, in the address where the list keeps its filters, or null when there is none.
 */
export const useSearchFromNotification = () => {
  const location = useLocation();
  const busqueda = new URLSearchParams(location.search).get('busqueda');
  if (busqueda === null) return null;
  const filter = encodeURIComponent(JSON.stringify({ busqueda }));
  return <Navigate replace to={`${location.pathname}?filter=${filter}&page=1`} />;
};
