import type { AppContext } from '../../context';
import type { RegisteredFeature } from '../../serverFeature';
import { salesChannels } from '../salesChannels';
import { ListingPusher } from './listingPush';
import { PushWorker } from './pushWorker';

/** The stock and price push of one app: what its routes use and the loop it runs. */
export interface InventoryPush {
  pusher: ListingPusher;
  worker: PushWorker;
}

interface PushLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export function createInventoryPush(context: AppContext, log: PushLog): InventoryPush {
  const db = context.database.db;
  const pusher = new ListingPusher(db, salesChannels(context));
  return { pusher, worker: new PushWorker(db, context.database.dialect, pusher, context.config.inventory, log) };
}

/** Starts the push loop of this process; the answer stops it, letting the pushes in hand finish. */
export const pushLoops = (push: InventoryPush): RegisteredFeature => ({
  async startLoops() {
    await push.worker.start();
    return { stop: () => push.worker.stop() };
  },
});
