import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import type { ResourceHooks } from '../crud/hooks';
import { badInput, conflict } from '../http/errors';
import { blankField, fieldSaying } from '../http/fieldMessages';

/** Why a user cannot disable their own account: they would be signed out at once, and the last administrator would lock everyone out. */
export const ownAccountMessage = 'No puedes desactivar tu propia cuenta';

/**
 * Users keep only an argon2 hash of their password. A password set by an administrator (a reset)
 * or a disabled account ends that user's open sessions. Nobody disables their own account.
 */
export function userHooks({ sessions }: AppContext): ResourceHooks {
  return {
    async beforeWrite(data, { op, id, actorId }) {
      if (op === 'update' && id !== undefined && id === actorId && data.status === 'disabled')
        throw conflict(ownAccountMessage, { status: fieldSaying(ownAccountMessage, 'own_account_disabled') }).worded('own_account_disabled');
      if (op === 'create' && !data.password) throw badInput({ password: blankField });
      if (data.password === null || data.password === undefined) {
        const { password: _ignored, ...rest } = data;
        return rest;
      }
      return { ...data, password: await hashPassword(String(data.password)) };
    },
    async afterWrite(record, data, { op, id }) {
      if (op !== 'update' || id === undefined) return;
      if (data.password || record.status === 'disabled') await sessions.revokeAllOf(id);
    },
  };
}
