// The logged-in user's own things that several pages read: the username once known, the channels (publish, filters).
import { onMount } from 'nanostores';
import { api } from '../api';
import { listAccountChannels } from '../api/accounts';
import { $me } from './user';
import { loadable } from './loadable';

/** The logged-in user's username, once the account has loaded. */
export async function myUsername(): Promise<string> {
  const now = $me.get();
  if (now.status === 'ready') return now.data.username;
  // The account loads on its own; wait for it instead of asking twice.
  return new Promise((resolve, reject) => {
    const off = $me.subscribe((state) => {
      if (state.status === 'ready') { queueMicrotask(() => off()); resolve(state.data.username); }
      if (state.status === 'error') { queueMicrotask(() => off()); reject(state.error); }
    });
  });
}

const channels = loadable(async () => listAccountChannels(api, await myUsername(), { count: 100 }));
/** The logged-in user's channels. */
export const $myChannels = channels.$store;
/** (Re)loads the user's channels. */
export const loadMyChannels = channels.load;
onMount($myChannels, () => void loadMyChannels());
