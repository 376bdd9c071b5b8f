import { marketplaceNames, notificationSections, type NotificationRecord } from '../../resources/notifications';

type Target = Pick<NotificationRecord, 'marketplace' | 'type' | 'resource_id'> & { data?: NotificationRecord['data'] };

/** A screen of this app the notification names itself (`data.link`, e.g. the ERP order of a sale); never another site. */
const ownLink = (data: Target['data']) => (typeof data?.link === 'string' && /^\/(?!\/)/.test(data.link) ? data.link : undefined);

/** Where clicking a notification leads: its own link, else `/{marketplace}/{section}?busqueda={resource_id}`. */
export const notificationTarget = ({ marketplace, type, resource_id, data }: Target): string =>
  ownLink(data) ??
  `/${marketplaceNames[marketplace]}/${notificationSections[type]}?${new URLSearchParams({ busqueda: resource_id }).toString()}`;
