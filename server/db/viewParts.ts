import { type Kysely, sql, type RawBuilder } from 'kysely';
import type { Tables } from './tables';

/**
 * Rows one feature adds to a database view several features share: a SELECT of the view's
 * columns, each named as the view's declaration names it, in the same order in every part.
 */
export interface ViewPart {
  readonly view: string;
  readonly select: RawBuilder<unknown>;
}

const viewsOf = (parts: readonly ViewPart[]) => [...new Set(parts.map((part) => part.view))];

/** Drops the views the parts make, where they exist: nothing is lost, createViews makes them again. */
export async function dropViews(db: Kysely<Tables>, parts: readonly ViewPart[]): Promise<void> {
  for (const view of viewsOf(parts)) await sql`drop view if exists ${sql.table(view)}`.execute(db);
}

/**
 * Makes each view again from the parts given, in the order given (joined with `union all`), once
 * dropViews has dropped them: a view holds no data, so it is rebuilt on every start and always
 * matches the features present.
 */
export async function createViews(db: Kysely<Tables>, parts: readonly ViewPart[]): Promise<void> {
  for (const view of viewsOf(parts)) {
    const selects = parts.filter((part) => part.view === view);
    const union = sql.join(
      selects.map((part) => part.select),
      sql` union all `,
    );
    await sql`create view ${sql.table(view)} as ${union}`.execute(db);
  }
}
