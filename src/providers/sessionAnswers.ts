import type { QueryClient } from '@tanstack/react-query';
import type { UserIdentity } from 'react-admin';
import type { StoredSession } from './tokenStore';

/** Who is signed in, as react-admin's user menu shows it. */
export const identityOf = (session: StoredSession): UserIdentity => ({ id: session.id, fullName: session.userName });

/** Only signed in / signed out exist: every signed-in user is an administrator. */
export const signedInPermissions = 'admin';

/**
 * Puts in react-admin's cache what the authProvider answers for a stored session (the session
 * check, the permissions, the identity), all read at once from the browser's storage. Without them
 * the first render waits on those three answers: the lists draw nothing until the check settles,
 * and each answer renders the whole page again. The keys are the ones react-admin's `useAuthState`,
 * `usePermissions` and `useGetIdentity` read; react-admin still asks the authProvider again as it
 * mounts them, as it does on every visit.
 */
export const seedSessionAnswers = (queryClient: QueryClient, session: StoredSession): void => {
  queryClient.setQueryData(['auth', 'checkAuth', {}], true);
  queryClient.setQueryData(['auth', 'getPermissions', {}], signedInPermissions);
  queryClient.setQueryData(['auth', 'getIdentity'], identityOf(session));
};
