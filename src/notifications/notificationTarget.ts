import { marketplaceNames, notificationLinkOf, notificationSections, type NotificationRecord } from '../../resources/notifications';

/**
 * Where clicking a notification leads: the record's own page when the notification links it,
 * else `/{marketplace}/{section}?busqueda={resource_id}`.
 */
export const notificationTarget = ({
  marketplace,
  type,
  resource_id,
  data,
}: Pick<NotificationRecord, 'marketplace' | 'type' | 'resource_id'> & Partial<Pick<NotificationRecord, 'data'>>): string =>
  notificationLinkOf(data) ?? `/${marketplaceNames[marketplace]}/${notificationSections[type]}?${new URLSearchParams({ busqueda: resource_id }).toString()}`;
