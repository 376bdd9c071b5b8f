import type { RowOf, TableDeclaration } from '../../db/tableDeclaration';

/** Where each account's payment sync stopped: the newest `PostedDate` of the financial events it read, so a restart resumes there. */
const financeCursorsTable = {
  table: 'amazon_finance_cursors',
  columns: {
    account_id: { type: 'integer', primaryKey: true },
    cursor: { type: 'text', notNull: true },
    updated_at: { type: 'text', notNull: true },
  },
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

export const amazonAfterSaleTables: readonly TableDeclaration[] = [financeCursorsTable, returnReportsTable];

declare module '../../db/tables' {
  interface Tables {
    amazon_finance_cursors: RowOf<typeof financeCursorsTable>;
    amazon_return_reports: RowOf<typeof returnReportsTable>;
  }
}
