import { globalMarketplacePath, isGlobalMarketplace } from '../../resources/globalMarketplace';
import { marketplaceNames, notificationLinkOf, notificationSections, type NotificationRecord } from '../../resources/notifications';

/** `/{marketplace}/{section}`, except for the marketplaces served by the global marketplace's screens (Linio: `/amazon/{section}?marketplace=linio`). */
const sectionPath = (marketplace: string, section: string) =>
  isGlobalMarketplace(marketplace) ? globalMarketplacePath(marketplace, section) : `/${marketplace}/${section}`;

/**
 * Where clicking a notification leads: the record's own page when the notification links it,
 * else its marketplace's section with `busqueda={resource_id}`.
 */
export const notificationTarget = ({
  marketplace,
  type,
  resource_id,
  data,
}: Pick<NotificationRecord, 'marketplace' | 'type' | 'resource_id'> & Partial<Pick<NotificationRecord, 'data'>>): string => {
  const linked = notificationLinkOf(data);
  if (linked) return linked;
  const path = sectionPath(marketplaceNames[marketplace]!, notificationSections[type]);
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ busqueda: resource_id }).toString()}`;
};
