import type { NotificationMessage, NotificationRecord, RealtimeMessage } from '../../resources/notifications';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A socket frame as a realtime message, or null (only logged, never shown to the user) when it is not
 * JSON or has no message field.
 */
export const parseRealtimeMessage = (raw: unknown): RealtimeMessage | null => {
  try {
    const value: unknown = JSON.parse(String(raw));
    if (!isRecord(value) || typeof value.message !== 'string') throw new Error('no message field');
    // The server's schema is the contract; only the fields the app branches on are checked here.
    return (value.kind === 'task' ? value : { ...value, kind: 'notification' }) as unknown as RealtimeMessage;
  } catch (error) {
    console.error('Unreadable notifications socket message', raw, error);
    return null;
  }
};

/** The dropdown's record for a notification that just arrived (unseen by definition). */
export const toUnseenRecord = ({ kind: _kind, ...fields }: NotificationMessage): NotificationRecord => ({ ...fields, seen: false });
