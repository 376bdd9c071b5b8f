import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import {
  type ListParams,
  parseQueryFromLocation,
  type RouterLocation,
  type RouterNavigateFunction,
  type RouterProvider,
  RouterProviderContext,
  useRouterProvider,
} from 'react-admin';
import { reactAdminWords } from './ListParamsInAddress';

/** How a list names its place (page, size, order, filters) in its address, in words of its own (`?page=2&step=5`). */
export interface ListAddressWords {
  /** The place an address names; whatever it leaves out is the list's default. */
  readonly read: (search: string) => ListParams;
  /** The address of a place, one spelling per place (`?…`). */
  readonly write: (place: ListParams) => string;
}

const isBare = (search: string) => new URLSearchParams(search).size === 0;

/** The list's routing, its address read and written in `words`: react-admin's own sync sees its own words. */
const routerInWords = (router: RouterProvider, words: ListAddressWords): RouterProvider => ({
  ...router,
  useLocation: () => {
    const location = router.useLocation();
    return useMemo(() => (isBare(location.search) ? location : { ...location, search: reactAdminWords(words.read(location.search)) }), [location]);
  },
  useNavigate: () => {
    const navigate = router.useNavigate();
    const { pathname } = router.useLocation();
    return useCallback<RouterNavigateFunction>(
      (to, options) => {
        const here = typeof to === 'object' && to.search !== undefined && (to.pathname === undefined || to.pathname === pathname);
        const search = here ? to.search : undefined;
        navigate(search ? { ...(to as Partial<RouterLocation>), search: words.write(parseQueryFromLocation({ search }) as ListParams) } : to, options);
      },
      [navigate, pathname],
    );
  },
});

/**
 * A list whose address has words of its own (`?page=1&step=5` rather than react-admin's `perPage`
 * and JSON filters) keeps react-admin's sync with the address: its routing reads and
 * writes the address through the words, so react-admin reads the list's place from the address as
 * it renders, adds a history entry for each move and falls back on the stored place at a bare
 * address, as for every other list. The same place spelled otherwise (`?stock_alert=true`) is
 * respelled in place, so each place has one address.
 *
 * Why not a place kept in react-admin's store and copied to and from the address by effects: the
 * router commits a new address in a transition, after the list's own updates, and when Back comes
 * before the entry the list wrote has committed, the router settles on the address it already
 * showed; such a list then shows one place while its address names another.
 */
export const ListInAddressWords = ({ words, children }: { readonly words: ListAddressWords; readonly children: ReactNode }) => {
  const router = useRouterProvider();
  const inWords = useMemo(() => routerInWords(router, words), [router, words]);
  const { pathname, search } = router.useLocation();
  const navigate = router.useNavigate();
  const spelled = isBare(search) ? search : words.write(words.read(search));

  useEffect(() => {
    if (spelled !== search) navigate({ pathname, search: spelled }, { replace: true });
  }, [spelled, search, pathname, navigate]);

  return <RouterProviderContext.Provider value={inWords}>{children}</RouterProviderContext.Provider>;
};
