import type { Executor } from '../../crud/hooks';

/**
 * Where a listing newly linked to a product hands the product to stock push, so the product's
 * stock reaches the listing. The push outbox records changed products inside the caller's
 * transaction; until it is part of the inventory, linking stores the link alone.
 */
export async function productsLinkedToListings(db: Executor, productIds: readonly number[]): Promise<void> {
  void db;
  void productIds;
}
