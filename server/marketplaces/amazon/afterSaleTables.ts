import type { RowOf, TableDeclaration } from '../../db/tableDeclaration';

/**
 * Where each account's payment sync stopped: the newest `PostedDate` of the financial events it read, so a restart resumes there;
 * and, `late_from`, where the read again of the window behind it resumes when the last round read it short of its end.
 */
const financeCursorsTable = {
  table: 'amazon_finance_cursors',
  columns: {
    account_id: { type: 'integer', primaryKey: true },
    cursor: { type: 'text', notNull: true },
    updated_at: { type: 'text', notNull: true },
    late_from: { type: 'text' },
  },
} as const satisfies TableDeclaration;

/**
 * The events each account's payment sync has read that only a key tells apart (see ReadEvent), while they are within
 * the window read again behind its cursor: only an order with an event not among them is summed again.
 */
const financeEventsReadTable = {
  table: 'amazon_finance_events_read',
  columns: {
    event_key: { type: 'text', primaryKey: true },
    account_id: { type: 'integer', notNull: true },
    posted_date: { type: 'text', notNull: true },
  },
  indexes: [{ name: 'amazon_finance_events_read_posted', columns: ['account_id', 'posted_date'] }],
} as const satisfies TableDeclaration;

/** The returns report an account asked Amazon for and has not read yet: a later round reads it instead of asking again. */
const returnReportsTable = {
  table: 'amazon_return_reports',
  columns: {
    account_id: { type: 'integer', primaryKey: true },
    report_id: { type: 'text', notNull: true },
    requested_at: { type: 'text', notNull: true },
  },
} as const satisfies TableDeclaration;

export const amazonAfterSaleTables: readonly TableDeclaration[] = [financeCursorsTable, financeEventsReadTable, returnReportsTable];

declare module '../../db/tables' {
  interface Tables {
    amazon_finance_cursors: RowOf<typeof financeCursorsTable>;
    amazon_finance_events_read: RowOf<typeof financeEventsReadTable>;
    amazon_return_reports: RowOf<typeof returnReportsTable>;
  }
}
