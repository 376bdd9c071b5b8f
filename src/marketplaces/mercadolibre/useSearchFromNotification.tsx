import { Navigate, useLocation } from 'react-router-dom';

/**
 * A notification links its list with `?busqueda={id}`: the answer is the redirect that makes it the
 * list's search filter, in the address where the list keeps its filters (its other parameters
 * kept), or null when there is none.
 */
export const useSearchFromNotification = () => {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const busqueda = params.get('busqueda');
  if (busqueda === null) return null;
  // The address's other parameters (the global screens' marketplace) stay.
  params.delete('busqueda');
  const kept = params.toString();
  const filter = encodeURIComponent(JSON.stringify({ busqueda }));
  return <Navigate replace to={`${location.pathname}?${kept ? `${kept}&` : ''}filter=${filter}&page=1`} />;
};
