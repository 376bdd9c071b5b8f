import type { CompiledQuery } from 'kysely';

/**
 * A value given at execution, compiled into a query's parameters in its place: the query is built
 * and compiled once per shape, and each execution only fills its own values in.
 */
export class Slot {
  constructor(readonly name: string) {}
}

/** The compiled query with each slot replaced by its value. */
export const fillSlots = (compiled: CompiledQuery, values: Readonly<Record<string, unknown>>): CompiledQuery => ({
  ...compiled,
  parameters: compiled.parameters.map((parameter) => (parameter instanceof Slot ? values[parameter.name] : parameter)),
});
