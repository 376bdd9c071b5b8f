import { localeTagOf } from './money';

/**
 * How every screen writes a moment: the day with its month's name and the time to the minute
 * ("4 dic 2026, 5:24 p.m.", "Dec 4, 2026, 5:24 PM"), so one sheet never shows one moment two ways.
 */
export const dateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A moment in the app language's way (`dateTimeOptions`). */
export const formatDateTime = (value: string | number | Date, locale: string) => new Date(value).toLocaleString(localeTagOf(locale), dateTimeOptions);
