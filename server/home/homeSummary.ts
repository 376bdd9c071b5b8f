import type { HomeSummary } from '../../resources/homeSummary';
import type { DatabaseHandle } from '../db/connection';
import { channelSales } from './salesFigures';
import { lowStock } from './stockFigures';
import { buyerQuestions, openClaims, ordersToPrepare, publicationsByState, taskActivity, unseenNotifications } from './workFigures';

/** Every figure of the home page, read in the database; nothing is written. */
export async function homeSummary(database: DatabaseHandle, userId: number, utcOffset: number, now = Date.now()): Promise<HomeSummary> {
  const [sales, toPrepare, publications, questions, claims, stock, tasks, unseen] = await Promise.all([
    channelSales(database, now, utcOffset),
    ordersToPrepare(database),
    publicationsByState(database),
    buyerQuestions(database),
    openClaims(database, now),
    lowStock(database),
    taskActivity(database, now),
    unseenNotifications(database, userId),
  ]);
  return { sales, ordersToPrepare: toPrepare, publications, questions, claims, lowStock: stock, tasks, notifications: { unseen } };
}
