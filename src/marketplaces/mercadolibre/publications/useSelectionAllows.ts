import { useListContext } from 'react-admin';
import { type PublicationStatus, publicationStatuses } from '../../../../resources/mercadolibre/publicationStatuses';
import { rowActionsOf } from './PublicationRowActions';
import type { PublicationRowAction } from './usePublicationAction';

const isStatus = (value: unknown): value is PublicationStatus => publicationStatuses.includes(value as PublicationStatus);

/**
 * Answers whether a bulk action may do anything for the selection: false only when every selected
 * publication is on screen with a status that refuses the action (the server would fail each item,
 * e.g. validating published listings). A selection kept from another page, or a status the screen
 * does not know, leaves the decision to the server.
 */
export const useSelectionAllows = (): ((action: PublicationRowAction) => boolean) => {
  const { selectedIds, data } = useListContext();
  const shown = new Map((data ?? []).map((record) => [record.id, record.status as unknown]));
  return (action) =>
    selectedIds.some((id) => {
      const status = shown.get(id);
      return !isStatus(status) || rowActionsOf(status).includes(action);
    });
};
