import { marketplaceNames, notificationSections, type NotificationRecord } from '../../resources/notifications';

/** Where clicking a notification leads: `/{marketplace}/{section}?busqueda={resource_id}`. */
export const notificationTarget = ({ marketplace, type, resource_id }: Pick<NotificationRecord, 'marketplace' | 'type' | 'resource_id'>): string =>
  `/${marketplaceNames[marketplace]}/${notificationSections[type]}?${new URLSearchParams({ busqueda: resource_id }).toString()}`;
