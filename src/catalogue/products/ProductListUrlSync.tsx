import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { displayedFilters, productListFilter, readProductListUrl, writeProductListUrl } from './productListUrl';

/**
 * Keeps `?page&step`, the search and the filters and the list in step both ways: a URL typed or
 * linked while the list is open moves the list, and paging, searching or filtering rewrites the URL
 * (replace, so Back leaves the list).
 */
export const ProductListUrlSync = () => {
  const { page, perPage, filterValues, setPage, setPerPage, setFilters } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  const written = useRef<string>(undefined);
  const filter = productListFilter(filterValues);
  const filterKey = writeProductListUrl({ page: 1, step: 1, filter });

  useEffect(() => {
    if (written.current === undefined || location.search === written.current) return;
    const wanted = readProductListUrl(location.search);
    if (wanted.step !== perPage) setPerPage(wanted.step);
    if (wanted.page !== page) setPage(wanted.page);
    if (writeProductListUrl({ page: 1, step: 1, filter: wanted.filter }) !== filterKey) setFilters(wanted.filter, displayedFilters(wanted.filter));
    written.current = location.search;
    // Only a URL change should move the list here; list changes are handled below.
  }, [location.search]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const search = writeProductListUrl({ page, step: perPage, filter });
    written.current = search;
    if (search !== location.search) navigate({ search }, { replace: true });
  }, [page, perPage, filterKey]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
};
