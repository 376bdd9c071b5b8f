import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../server/db/statementCache';

describe('SQLite statement cache', () => {
  const file = new SQLite(':memory:');
  const prepared: string[] = [];
  const prepare = file.prepare.bind(file);
  file.prepare = ((text: string) => {
    prepared.push(text);
    return prepare(text);
  }) as typeof file.prepare;
  const database = withStatementCache(file, 2);
  afterEach(() => {
    prepared.length = 0;
  });

  it('answers rows keyed by column name, as the driver does, and runs writes', () => {
    database.prepare('create table items (id integer primary key, name text, price real)').run([]);
    expect(database.prepare('insert into items (name, price) values (?, ?)').run(['tuerca', 1.5])).toMatchObject({ changes: 1, lastInsertRowid: 1 });
    expect(database.prepare('insert into items (name, price) values (?, ?) returning id, name').all(['perno', 2])).toEqual([{ id: 2, name: 'perno' }]);
    const select = 'select id, name, price, price * 2 from items order by id';
    expect(database.prepare(select).all([])).toEqual([
      { id: 1, name: 'tuerca', price: 1.5, 'price * 2': 3 },
      { id: 2, name: 'perno', price: 2, 'price * 2': 4 },
    ]);
    expect([...database.prepare(select).iterate([])]).toEqual(file.prepare(select).all());
  });

  it('prepares a text once while it stays among the most recently used, and forgets the least recently used past its capacity', () => {
    const [first, second, third] = ['select 1 as one', 'select 2 as two', 'select 3 as three'];
    database.prepare(first);
    database.prepare(second);
    database.prepare(first);
    expect(prepared).toEqual([first, second]);
    database.prepare(third);
    database.prepare(first);
    database.prepare(second);
    expect(prepared).toEqual([first, second, third, second]);
    expect(database.prepare(first).all([])).toEqual([{ one: 1 }]);
  });
});
