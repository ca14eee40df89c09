// PeerTube's ensureUserHasRight for the rights only administrators hold (plugins, jobs, logs, debug): its 403 names
// the user, the right's number and the path relative to the router, as the real server words it.
import { fail } from '../http.mjs';

/** UserRight numbers of the settings section's areas. */
export const RIGHT = { manageLogs: 3, manageDebug: 4, manageJobs: 7, managePlugins: 23 };

/** The authenticated administrator, or a 401 (no/invalid token) or PeerTube's 403. */
export function administrator(r, right, routerPath, operation) {
  const user = r.user();
  if (user.role !== 0)
    throw fail(403, `User ${user.username} does not have right ${right} to access to ${routerPath}.`, operation);
  return user;
}

/**
 * Per-seed state of an area: POST /__test/reset replaces `store.users`, so keying on it reseeds the area with the rest.
 * `seed(store, first)`: `first` is true for the store's first seed (what was persisted may be read back then).
 */
export function perSeed(seed) {
  const states = new WeakMap();
  const stores = new WeakSet();
  return (store) => {
    let state = states.get(store.users);
    if (!state) {
      state = seed(store, !stores.has(store));
      stores.add(store);
      states.set(store.users, state);
    }
    return state;
  };
}
