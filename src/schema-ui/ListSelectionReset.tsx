import { useEffect, useRef } from 'react';
import { useListContext, useUnselectAll } from 'react-admin';

/**
 * Clears the list's selection when the list opens, when its rows change (page, page size, filters,
 * order) and when it closes: a bulk action must only ever act on rows the seller can see.
 * react-admin keeps selections in its store, which outlives the page and even a reload.
 */
export const ListSelectionReset = () => {
  const { resource, page, perPage, filterValues, sort } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const latestUnselectAll = useRef(unselectAll);
  const rows = JSON.stringify([page, perPage, filterValues, sort]);

  useEffect(() => {
    latestUnselectAll.current = unselectAll;
  });

  useEffect(() => {
    const clear = () => latestUnselectAll.current(true);
    clear();
    return clear;
  }, [rows]);

  return null;
};
