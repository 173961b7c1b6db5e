// Changes to sessions and users announced by the database (the triggers of the `auth_changes` migration): a
// session revoked or a user suspended, changed or deleted by any writer, another server or an operator's SQL
// included, is forgotten by this process's session cache as soon as it is committed.
import type { Listen } from '../db/notifications';
import type { SessionCache } from './cache';

/** The channel the triggers announce on: `s:<session id>` or `u:<user id>`. */
export const AUTH_CHANGES_CHANNEL = 'auth_changed';

/** Keeps the cache in step with the database's announcements; answers the function that stops it. */
export function followAuthChanges(listen: Listen, cache: SessionCache): () => Promise<void> {
  return listen(AUTH_CHANGES_CHANNEL, {
    message(payload) {
      const id = payload.slice(2);
      if (payload.startsWith('s:')) cache.forget(id);
      else if (payload.startsWith('u:')) cache.forgetUser(id);
    },
    state: (listening) => cache.setHeard(listening),
  });
}
