import type { NotificationMessage, NotificationRecord, RealtimeMessage } from '../../resources/notifications';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The server's schema is the contract; only the fields the app branches on are checked here. */
const isRealtimeMessage = (value: unknown): value is RealtimeMessage =>
  isRecord(value) && typeof value.message === 'string' && (value.kind === 'task' || value.kind === 'notification');

/**
 * A socket frame as a realtime message, or null (only logged, never shown to the user) when it is not
 * JSON or has no message field.
 */
export const parseRealtimeMessage = (raw: unknown): RealtimeMessage | null => {
  try {
    const value: unknown = JSON.parse(String(raw));
    // A frame without a kind is a notification (the first kind there was).
    const message = isRecord(value) && value.kind !== 'task' ? { ...value, kind: 'notification' } : value;
    if (!isRealtimeMessage(message)) throw new Error('no message field');
    return message;
  } catch (error) {
    console.error('Unreadable notifications socket message', raw, error);
    return null;
  }
};

/** The dropdown's record for a notification that just arrived (unseen by definition). */
export const toUnseenRecord = ({ kind: _kind, ...fields }: NotificationMessage): NotificationRecord => ({ ...fields, seen: false });
