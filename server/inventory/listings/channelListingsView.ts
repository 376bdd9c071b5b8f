import { type RawBuilder, sql } from 'kysely';
import { type FieldDeclaration } from '../../../resources';
import { channelKeySlots, channelKeySpan, channelListings, type ListingState, type SalesChannelCode } from '../../../resources/inventory/channelListings';
import type { ViewPart } from '../../db/viewParts';

type ViewField = keyof typeof channelListings.fields;

/** The view's fields a marketplace names from its own table; the key, channel, record id and state are derived here. */
type SourceField = Exclude<ViewField, 'channel' | 'record_id' | 'state'>;

/** One marketplace's publications table, as the general list reads it. */
export interface ChannelListingsSource {
  readonly channel: SalesChannelCode;
  readonly table: string;
  /** Its status column's values and where each stands; a value missing here reads as `attention`. */
  readonly states: Readonly<Record<string, ListingState>>;
  /** Each other field: a column of the table (its name), an expression over its columns, or null where it has none; the status is a column. */
  readonly columns: Readonly<Record<Exclude<SourceField, 'status'>, string | RawBuilder<unknown> | null> & { status: string }>;
}

/** The storage of a field's values, the same on both databases. */
const storageOf = (field: FieldDeclaration) => (field.kind === 'integer' ? 'integer' : field.kind === 'number' ? 'double precision' : 'text');

/**
 * A marketplace's rows of `channel_listings`, every field in the declaration's order. A view
 * definition holds no parameters, so its constants are written into it as literals.
 */
export function channelListingsPart({ channel, table, states, columns }: ChannelListingsSource): ViewPart {
  const stateCases = Object.entries(states).map(([status, state]) => sql`when ${sql.lit(status)} then ${sql.lit(state)}`);
  const derived: Record<Exclude<ViewField, SourceField>, string | RawBuilder<unknown>> = {
    channel: sql.lit(channel),
    record_id: 'id',
    state: sql`case ${sql.ref(columns.status)} ${sql.join(stateCases, sql` `)} else ${sql.lit('attention')} end`,
  };
  // A column stays bare, so the view's order and filters reach its table's indexes; an expression
  // is cast to the field's storage, so every part's column has one affinity and SQLite merges the
  // parts' ordered rows instead of sorting the whole view.
  const valueOf = (name: ViewField): RawBuilder<unknown> => {
    const source = name in derived ? derived[name as keyof typeof derived] : columns[name as SourceField];
    if (typeof source === 'string') return sql.ref(source);
    return sql`cast(${source ?? sql`null`} as ${sql.raw(storageOf(channelListings.fields[name]))})`;
  };
  const key = sql`cast(${sql.ref('id')} * ${sql.lit(channelKeySpan)} + ${sql.lit(channelKeySlots[channel])} as integer)`;
  const fields = (Object.keys(channelListings.fields) as ViewField[]).map((name) => sql`${valueOf(name)} as ${sql.ref(name)}`);
  return {
    view: channelListings.table,
    select: sql`select ${key} as ${sql.ref(channelListings.key)}, ${sql.join(fields)} from ${sql.table(table)}`,
  };
}
