/** What a field the record has no value for shows (a sheet's field, an amount in any list): a dash, rather than nothing. */
export const noValue = '—';
