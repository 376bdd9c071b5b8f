import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTable } from '../../server/db/createTable';
import { migrate as migrateSchema } from '../../server/db/migrate';
import type { TableDeclaration } from '../../server/db/tableDeclaration';
import { tableOfResource } from '../../server/db/resourceTable';
import { migrateAll } from '../../server/features';
import { warehouses } from '../../resources/catalogue/warehouses';
import { startTestApp, type TestApp } from './testApp';

/** A throwaway table using every rule the format has. */
const crates: TableDeclaration = {
  table: 'test_crates',
  generatedKey: 'id',
  columns: {
    code: { type: 'text', notNull: true, unique: true },
    owner: { type: 'bigint', notNull: true },
    weight: { type: 'number' },
    limit_weight: { type: 'number' },
    state: { type: 'text', notNull: true, defaultTo: 'new' },
    parent_id: { type: 'integer', references: { column: 'test_crates.id', onDelete: 'cascade' } },
  },
  uniqueConstraints: [{ name: 'uq_test_crates_owner_state', columns: ['owner', 'state'] }],
  indexes: [
    { name: 'ix_test_crates_overweight', columns: ['id'], where: { column: 'limit_weight', op: '<', other: 'weight' } },
    { name: 'ix_test_crates_owner_pg', columns: ['owner'], only: 'postgres' },
  ],
};

describe('tables created from their declarations', () => {
  let testApp: TestApp;
  /** The table's columns and the type the database gives each, as the migration reads them. */
  const existingColumnsOf = async (table: string) => {
    const found = (await testApp.context.database.db.introspection.getTables()).find((candidate) => candidate.name === table);
    return found && new Map(found.columns.map((column) => [column.name, column.dataType]));
  };
  const columnsOf = async (table: string) => {
    const existing = await existingColumnsOf(table);
    return existing && new Set(existing.keys());
  };
  const indexesOf = async (table: string) => {
    const { db, dialect } = testApp.context.database;
    const query =
      dialect === 'postgres'
        ? sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table}`
        : sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`;
    return (await query.execute(db)).rows.map((row) => row.name);
  };
  const migrate = async (declaration: TableDeclaration) => {
    const { db, dialect } = testApp.context.database;
    await migrateTable(db, dialect, declaration, await existingColumnsOf(declaration.table));
  };

  beforeAll(async () => {
    testApp = await startTestApp({ DEMO_DATA: '0' });
  });
  afterAll(() => testApp?.close());

  it('creates the key, columns, default, unique rules, foreign key and indexes the declaration names', async () => {
    await migrate(crates);
    const { db, dialect } = testApp.context.database;
    const first = await db.insertInto('test_crates').values({ code: 'A', owner: 1, weight: 5, limit_weight: 2 }).returningAll().executeTakeFirstOrThrow();
    expect(first).toMatchObject({ id: 1, code: 'A', state: 'new' });
    await db.insertInto('test_crates').values({ code: 'B', owner: 2, parent_id: 1 }).execute();
    await expect(db.insertInto('test_crates').values({ code: 'A', owner: 3 }).execute()).rejects.toThrow();
    await expect(db.insertInto('test_crates').values({ code: 'C', owner: 1 }).execute()).rejects.toThrow();
    await db.deleteFrom('test_crates').where('id', '=', 1).execute();
    expect(await db.selectFrom('test_crates').selectAll().execute()).toEqual([]);
    const indexes = await indexesOf('test_crates');
    expect(indexes).toContain('ix_test_crates_overweight');
    expect(indexes.includes('ix_test_crates_owner_pg')).toBe(dialect === 'postgres');
  });

  it('adds a column declared later to the existing table, keeping its rows, and runs again without change', async () => {
    const { db } = testApp.context.database;
    await db.insertInto('test_crates').values({ code: 'D', owner: 4 }).execute();
    const later: TableDeclaration = {
      ...crates,
      columns: { ...crates.columns, label: { type: 'text', notNull: true }, rank: { type: 'integer', defaultTo: 3 } },
    };
    await migrate(later);
    await migrate(later);
    expect(await columnsOf('test_crates')).toEqual(new Set(['id', ...Object.keys(later.columns)]));
    expect(await db.selectFrom('test_crates').select(['code', 'label', 'rank']).execute()).toEqual([{ code: 'D', label: null, rank: 3 }]);
  });

  it("gives the rows already there a declared field's default when its column is added", async () => {
    const { db } = testApp.context.database;
    const resource = tableOfResource({ ...warehouses, table: 'test_shelves', fields: { label: warehouses.fields.label } });
    await migrate(resource);
    await db
      .insertInto('test_shelves' as never)
      .values({ label: 'A' } as never)
      .execute();
    await migrate(tableOfResource({ ...warehouses, table: 'test_shelves', fields: { label: warehouses.fields.label, statut: warehouses.fields.statut } }));
    expect(
      await db
        .selectFrom('test_shelves' as never)
        .select(['label', 'statut'] as never)
        .execute(),
    ).toEqual([{ label: 'A', statut: 1 }]);
  });

  it('widens a column declared wider on PostgreSQL, keeping its rows, even one a view reads, and leaves a change that could lose data', async () => {
    const { database } = testApp.context;
    const { db, dialect } = database;
    const narrow: TableDeclaration = { table: 'test_tallies', columns: { seller: { type: 'integer' }, buyer: { type: 'integer' }, note: { type: 'integer' } } };
    const viewParts = [{ view: 'test_tally_sellers', select: sql`select seller from test_tallies` }];
    await migrateSchema(database, { tables: [narrow], viewParts });
    await db
      .insertInto('test_tallies' as never)
      .values({ seller: 7, buyer: 2_147_483_647, note: 5 } as never)
      .execute();
    const wider: TableDeclaration = { table: narrow.table, columns: { seller: { type: 'bigint' }, buyer: { type: 'number' }, note: { type: 'text' } } };
    await migrateSchema(database, { tables: [wider], viewParts });
    await migrateSchema(database, { tables: [wider], viewParts });
    const types = Object.fromEntries((await existingColumnsOf(narrow.table)) ?? []);
    expect(types).toEqual(
      dialect === 'postgres' ? { seller: 'int8', buyer: 'float8', note: 'int4' } : { seller: 'INTEGER', buyer: 'INTEGER', note: 'INTEGER' },
    );
    await db
      .insertInto('test_tallies' as never)
      .values({ seller: 3_000_000_000, buyer: 2.5, note: 6 } as never)
      .execute();
    const rows = await db
      .selectFrom('test_tallies' as never)
      .select(['seller', 'buyer', 'note'] as never)
      .execute();
    expect(rows.map((row) => ({ ...(row as object), seller: Number((row as { seller: unknown }).seller) }))).toEqual([
      { seller: 7, buyer: 2_147_483_647, note: 5 },
      { seller: 3_000_000_000, buyer: 2.5, note: 6 },
    ]);
  });

  it('widens on start a MercadoLibre questions table made when buyer ids were 32-bit, keeping its questions', async () => {
    const { database } = testApp.context;
    const { db, dialect } = database;
    if (dialect === 'postgres') await sql`alter table mercadolibre_questions alter column buyer_id type integer`.execute(db);
    await db.insertInto('mercadolibre_questions').values({ ml_id: 'Q-OLD', buyer_id: 2_147_483_647, status: 'UNANSWERED' }).execute();
    await migrateAll(database);
    await db.insertInto('mercadolibre_questions').values({ ml_id: 'Q-NEW', buyer_id: 3_000_000_000, status: 'UNANSWERED' }).execute();
    const questions = await db.selectFrom('mercadolibre_questions').select(['ml_id', 'buyer_id']).orderBy('ml_id').execute();
    expect(questions.map(({ ml_id, buyer_id }) => ({ ml_id, buyer_id: Number(buyer_id) }))).toEqual([
      { ml_id: 'Q-NEW', buyer_id: 3_000_000_000 },
      { ml_id: 'Q-OLD', buyer_id: 2_147_483_647 },
    ]);
  });

  it('drops an index its replacement stands in for, once the replacement exists', async () => {
    const replaced: TableDeclaration = {
      ...crates,
      indexes: [{ name: 'ix_test_crates_overweight_by_owner', columns: ['owner', 'id'], replaces: 'ix_test_crates_overweight' }],
    };
    const { db, dialect } = testApp.context.database;
    await migrateTable(db, dialect, replaced, await existingColumnsOf('test_crates'), new Set(await indexesOf('test_crates')));
    const indexes = await indexesOf('test_crates');
    expect(indexes).toContain('ix_test_crates_overweight_by_owner');
    expect(indexes).not.toContain('ix_test_crates_overweight');
  });

  it('starts on a migrated database without creating or dropping any index again', async () => {
    const kinds: string[] = [];
    const recording: KyselyPlugin = {
      transformQuery: ({ node }) => {
        kinds.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const { database } = testApp.context;
    await migrateAll({ ...database, db: database.db.withPlugin(recording) });
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.filter((kind) => kind === 'CreateIndexNode' || kind === 'DropIndexNode' || kind === 'CreateTableNode')).toEqual([]);
  });

  it('leaves the schema as it found it when a migration fails part way', async () => {
    const first: TableDeclaration = { table: 'test_first_of_two', columns: { name: { type: 'text' } } };
    const broken: TableDeclaration = {
      table: 'test_broken',
      columns: { name: { type: 'text' } },
      indexes: [{ name: 'ix_test_broken_missing', columns: ['missing'] }],
    };
    await expect(migrateSchema(testApp.context.database, { tables: [first, broken], viewParts: [] })).rejects.toThrow(/missing/);
    expect(await columnsOf('test_first_of_two')).toBeUndefined();
    expect(await columnsOf('test_broken')).toBeUndefined();
  });
});
