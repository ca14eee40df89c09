// The signed-in person's names, for requests that need them: read from the account once it has loaded, so pages that
// start before it do not ask the server a second time.
import { $me } from './user';
import type { Me } from '../../api/users';

/** Resolves with what `read` takes from the account, at once when it is loaded, else once it loads (rejects on error). */
function fromMe<T>(read: (me: Me) => T): Promise<T> {
  const now = $me.get();
  if (now.status === 'ready') return Promise.resolve(read(now.data));
  return new Promise((resolve, reject) => {
    const stop = $me.subscribe((state) => {
      if (state.status === 'ready') {
        queueMicrotask(() => stop());
        resolve(read(state.data));
      }
      if (state.status === 'error') {
        queueMicrotask(() => stop());
        reject(state.error);
      }
    });
  });
}

/** The logged-in user's username, once the account has loaded. */
export const myUsername = (): Promise<string> => fromMe((me) => me.username);

/** The logged-in account's name (its actor name, the username when absent), once the account is known. */
export const myAccountName = (): Promise<string> => fromMe((me) => me.account?.name ?? me.username);
