/** What the dropdown shows for a notification without a (valid) date. */
export const MISSING_NOTIFICATION_DATE = '--:-- -- | --/--/----';

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** `hh:mm a | dd/MM/yyyy` in local time, e.g. `03:07 PM | 22/11/2026`. */
export const formatNotificationDate = (date: string | null | undefined): string => {
  const value = date ? new Date(date) : null;
  if (!value || Number.isNaN(value.getTime())) return MISSING_NOTIFICATION_DATE;
  const hours = value.getHours();
  const time = `${twoDigits(hours % 12 || 12)}:${twoDigits(value.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  const day = `${twoDigits(value.getDate())}/${twoDigits(value.getMonth() + 1)}/${value.getFullYear()}`;
  return `${time} | ${day}`;
};
