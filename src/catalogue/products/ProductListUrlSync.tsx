import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { productListFilterOf, readProductListUrl, writeProductListUrl } from './productListUrl';

/**
 * Keeps `?page&step&busqueda&stock_alert` and the list in step both ways: a URL typed or linked while the list
 * is open moves the list, and paging or searching rewrites the URL (replace, so Back leaves the list).
 */
export const ProductListUrlSync = () => {
  const { page, perPage, filterValues, displayedFilters, setPage, setPerPage, setFilters } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  const written = useRef<string>(undefined);
  const busqueda = typeof filterValues.busqueda === 'string' ? filterValues.busqueda : '';
  const stockAlert = filterValues.stock_alert === true;

  useEffect(() => {
    if (written.current === undefined || location.search === written.current) return;
    const wanted = readProductListUrl(location.search);
    if (wanted.step !== perPage) setPerPage(wanted.step);
    if (wanted.page !== page) setPage(wanted.page);
    if (wanted.busqueda !== busqueda || wanted.stockAlert !== stockAlert) {
      const { busqueda: _search, stock_alert: _alert, ...others } = filterValues;
      setFilters({ ...others, ...productListFilterOf(wanted) }, { ...displayedFilters, stock_alert: wanted.stockAlert || undefined });
    }
    written.current = location.search;
    // Only a URL change should move the list here; list changes are handled below.
  }, [location.search]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const search = writeProductListUrl({ page, step: perPage, busqueda, stockAlert });
    written.current = search;
    if (search !== location.search) navigate({ search }, { replace: true });
  }, [page, perPage, busqueda, stockAlert]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
};
