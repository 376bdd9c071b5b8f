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
  /** Each other field: a column of the table (its name), an expression over its columns, or null where it has none. */
  readonly columns: Readonly<Record<SourceField, string | RawBuilder<unknown> | null>>;
}

/** An empty value of the field's storage, so every part's column has the same type on PostgreSQL. */
const emptyOf = (field: FieldDeclaration) =>
  field.kind === 'integer' ? sql`cast(null as integer)` : field.kind === 'number' ? sql`cast(null as double precision)` : sql`cast(null as text)`;

/**
 * A marketplace's rows of `channel_listings`, every field in the declaration's order. A view
 * definition holds no parameters, so its constants are written into it as literals.
 */
export function channelListingsPart({ channel, table, states, columns }: ChannelListingsSource): ViewPart {
  const stateCases = Object.entries(states).map(([status, state]) => sql`when ${sql.lit(status)} then ${sql.lit(state)}`);
  const derived: Record<Exclude<ViewField, SourceField>, RawBuilder<unknown>> = {
    channel: sql`cast(${sql.lit(channel)} as text)`,
    record_id: sql.ref('id'),
    state: sql`case ${sql.ref(String(columns.status))} ${sql.join(stateCases, sql` `)} else ${sql.lit('attention')} end`,
  };
  const valueOf = (name: ViewField): RawBuilder<unknown> => {
    if (name in derived) return derived[name as keyof typeof derived];
    const source = columns[name as SourceField];
    if (source === null) return emptyOf(channelListings.fields[name]);
    return typeof source === 'string' ? sql.ref(source) : source;
  };
  const key = sql`${sql.ref('id')} * ${sql.lit(channelKeySpan)} + ${sql.lit(channelKeySlots[channel])}`;
  const fields = (Object.keys(channelListings.fields) as ViewField[]).map((name) => sql`${valueOf(name)} as ${sql.ref(name)}`);
  return {
    view: channelListings.table,
    select: sql`select ${key} as ${sql.ref(channelListings.key)}, ${sql.join(fields)} from ${sql.table(table)}`,
  };
}
