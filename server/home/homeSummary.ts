import type { HomeSummary } from '../../resources/homeSummary';
import type { DatabaseHandle } from '../db/connection';
import { erpSales } from './salesFigures';
import { lowStock } from './stockFigures';
import { ordersToPrepare, publicationsByStatus, taskActivity, unseenNotifications } from './workFigures';

/** Every figure of the home page, read in the database; nothing is written. */
export async function homeSummary(database: DatabaseHandle, userId: number, utcOffset: number, now = Date.now()): Promise<HomeSummary> {
  const [sales, toPrepare, publications, stock, tasks, unseen] = await Promise.all([
    erpSales(database, now, utcOffset),
    ordersToPrepare(database),
    publicationsByStatus(database),
    lowStock(database),
    taskActivity(database, now),
    unseenNotifications(database, userId),
  ]);
  return { sales: [sales], ordersToPrepare: toPrepare, publications, lowStock: stock, tasks, notifications: { unseen } };
}
