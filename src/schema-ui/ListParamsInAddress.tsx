import { useEffect } from 'react';
import { type ListParams, useListContext, useLocation, useNavigate } from 'react-admin';

/** A list's place in react-admin's own words, as react-admin writes and reads its address. */
export const reactAdminWords = ({ sort, order, page, perPage, filter, displayedFilters }: ListParams): string =>
  `?${new URLSearchParams({
    displayedFilters: JSON.stringify(displayedFilters ?? {}),
    filter: JSON.stringify(filter ?? {}),
    order,
    page: String(page),
    perPage: String(perPage),
    sort,
  }).toString()}`;

/**
 * Writes the page, size, order and filters a list shows into its address when the address has
 * none, in place (no new history entry), in react-admin's own form. react-admin reads a bare list
 * address as "the settings stored from the last visit", so a bare entry left in the history would
 * show whatever the list showed last: Back from page 2 to the entry the list opened at would stay
 * on page 2. Once every entry names its page, Back returns to it, while arriving at the bare
 * address (the menu, the redirect after a save or a delete) still shows the stored settings, the
 * ones written here. For lists that keep react-admin's sync with the address, in react-admin's
 * words or in the list's own (see ListInAddressWords): the routing is react-admin's, so the words
 * apply here too.
 */
export const ListParamsInAddress = () => {
  const { page, perPage, sort, filterValues, displayedFilters } = useListContext();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const bare = new URLSearchParams(search).size === 0;
  const shown = reactAdminWords({ page, perPage, sort: sort.field, order: sort.order, filter: filterValues, displayedFilters });

  useEffect(() => {
    if (bare) navigate({ pathname, search: shown }, { replace: true });
  }, [bare, shown, pathname, navigate]);

  return null;
};
