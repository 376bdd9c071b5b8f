import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import type { Executor } from '../../server/crud/hooks';
import type { DatabaseHandle } from '../../server/db/connection';

export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Filter?: string;
  'Actual Rows': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};
export type AnalyzedPlan = { Plan: PlanNode; 'Execution Time': number };

/** Every node of a PostgreSQL plan, the root first. */
export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The rows one node looked at over all its loops: those it passed on and those its filters dropped. */
export const rowsExamined = (node: PlanNode): number =>
  (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * node['Actual Loops'];

/** Runs `compiled` on PostgreSQL under `explain analyze`: the plan it took and the rows each step read. */
export async function analyzedPlan(db: Executor, compiled: CompiledQuery): Promise<AnalyzedPlan> {
  const result = await db.executeQuery<{ 'QUERY PLAN': AnalyzedPlan[] }>(
    CompiledQuery.raw(`explain (analyze, format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows[0]['QUERY PLAN'][0];
}

/** A statement's value written into SQL: `execute` takes no parameters. */
const literal = (value: unknown): string =>
  Array.isArray(value) ? `array[${value.map(literal).join(', ')}]::text[]` : typeof value === 'number' ? String(value) : pg.escapeLiteral(String(value));

/**
 * Runs `compiled` on PostgreSQL under `explain analyze` as a kept statement runs: prepared, with
 * the one generic plan made for every value (`plannedOnce`), not a plan made for these values.
 */
export async function analyzedGenericPlan(db: Executor, compiled: CompiledQuery): Promise<AnalyzedPlan> {
  return db.transaction().execute(async (transaction) => {
    await sql`set local plan_cache_mode = force_generic_plan`.execute(transaction);
    await transaction.executeQuery(CompiledQuery.raw(`prepare explained as ${compiled.sql}`));
    try {
      const result = await transaction.executeQuery<{ 'QUERY PLAN': AnalyzedPlan[] }>(
        CompiledQuery.raw(`explain (analyze, format json) execute explained(${compiled.parameters.map(literal).join(', ')})`),
      );
      return result.rows[0]['QUERY PLAN'][0];
    } finally {
      await sql`deallocate explained`.execute(transaction);
    }
  });
}

/** The plan's text as the database explains it, without running the statement: SQLite's steps or PostgreSQL's nodes. */
export async function planText({ db, dialect }: DatabaseHandle, compiled: CompiledQuery): Promise<string> {
  const postgres = dialect === 'postgres';
  const result = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`${postgres ? 'explain' : 'explain query plan'} ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows.map((row) => String(postgres ? row['QUERY PLAN'] : row.detail)).join('\n');
}
