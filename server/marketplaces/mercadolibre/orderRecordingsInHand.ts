import type { RecordedSale } from '../../inventory/sales/recordChannelSale';
import type { MercadoLibreOrder } from './orderSaleMapping';

/** What recording an order answers: the order as it was read (any other field still readable), and the sale it was recorded as. */
export interface OrderRecording {
  order: MercadoLibreOrder & Record<string, unknown>;
  sale: RecordedSale;
}

/** Recordings kept after they end, for a notification of the same order that arrived before one began. */
const keptRecordings = 1_000;

interface Recording {
  /** When it began, its read of the order included (ms since the epoch). */
  startedAt: number;
  done: Promise<OrderRecording>;
}

/**
 * The recordings of MercadoLibre orders as sales in this process, by account and order, one at a
 * time per order. A new sale's order, payment and shipment notifications arrive together and are
 * processed at once: the second and third wait for the first, and one whose news arrived before the
 * recording in hand began reading the order takes that recording (the order it read already holds
 * that news) instead of reading the order and its shipment and locking the sale again. Only a
 * saving: a recording in another process is not shared, and the sale's row lock keeps two exact.
 */
export class OrderRecordingsInHand {
  private readonly recordings = new Map<string, Recording>();

  /**
   * Records order `orderId` with `record` (which reads it), or answers the recording of it that
   * began after `newsAt` (when the caller's notification was stored, by whichever process: processes
   * share a clock, as the inbox's leases already assume), waiting for one in hand.
   */
  async record(accountId: number, orderId: string, newsAt: number, record: () => Promise<OrderRecording>): Promise<OrderRecording> {
    const key = `${accountId} ${orderId}`;
    for (;;) {
      const last = this.recordings.get(key);
      if (!last) break;
      const outcome = await last.done.then(
        (value) => ({ value }),
        () => undefined,
      );
      // Another caller may have begun a newer recording while this one waited: look again.
      if (this.recordings.get(key) !== last) continue;
      // Strictly after: both are whole milliseconds, and news of the same millisecond may be newer than the read.
      if (outcome && last.startedAt > newsAt) return outcome.value;
      break;
    }
    const recording: Recording = { startedAt: Date.now(), done: record() };
    this.recordings.delete(key);
    this.recordings.set(key, recording);
    if (this.recordings.size > keptRecordings) this.recordings.delete(this.recordings.keys().next().value as string);
    return recording.done;
  }

  /** Waits until the recording of order `orderId` in hand, if any, has ended (whatever its outcome). */
  async settled(accountId: number, orderId: string): Promise<void> {
    await this.recordings.get(`${accountId} ${orderId}`)?.done.catch(() => undefined);
  }
}
