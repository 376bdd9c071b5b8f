import { describe, expect, it } from 'vitest';
import { formatNotificationDate, MISSING_NOTIFICATION_DATE } from '../../../src/notifications/notificationDate';

describe('formatNotificationDate', () => {
  it('shows hh:mm a | dd/MM/yyyy in local time', () => {
    expect(formatNotificationDate(new Date(2026, 10, 22, 15, 7).toISOString())).toBe('03:07 PM | 22/11/2026');
    expect(formatNotificationDate(new Date(2026, 0, 5, 9, 30).toISOString())).toBe('09:30 AM | 05/01/2026');
  });

  it('writes midnight and noon as 12', () => {
    expect(formatNotificationDate(new Date(2026, 1, 1, 0, 4).toISOString())).toBe('12:04 AM | 01/02/2026');
    expect(formatNotificationDate(new Date(2026, 1, 1, 12, 0).toISOString())).toBe('12:00 PM | 01/02/2026');
  });

  it('shows placeholder dashes without a date, or with an unreadable one', () => {
    expect(MISSING_NOTIFICATION_DATE).toBe('--:-- -- | --/--/----');
    expect(formatNotificationDate(undefined)).toBe(MISSING_NOTIFICATION_DATE);
    expect(formatNotificationDate(null)).toBe(MISSING_NOTIFICATION_DATE);
    expect(formatNotificationDate('')).toBe(MISSING_NOTIFICATION_DATE);
    expect(formatNotificationDate('not a date')).toBe(MISSING_NOTIFICATION_DATE);
  });
});
