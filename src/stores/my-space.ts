import { atom, onMount } from 'nanostores';
import { api } from '../api';
import { listAccountChannels } from '../api/accounts';
import { getChannel } from '../api/channels';
import { createChannel, updateChannel, type ChannelFields } from '../api/library';
import { $me } from './user';
import { loadable, asApiError } from './loadable';
import type { ApiError } from '../api/errors';

async function myUsername(): Promise<string> {
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

/** The channel being edited on /my-library/video-channels/update/{handle}. */
export function channelLoader(handle: string) {
  return loadable(() => getChannel(api, handle));
}

/** State of a channel form submission. */
export const $channelSaving = atom<{ status: 'idle' | 'saving' | 'done' } | { status: 'error'; error: ApiError }>({ status: 'idle' });

/** Creates (no handle) or updates a channel, then returns to the channel list. */
export async function saveChannel(fields: ChannelFields, handle?: string): Promise<void> {
  $channelSaving.set({ status: 'saving' });
  try {
    if (handle) await updateChannel(api, handle, fields);
    else await createChannel(api, { ...fields, name: fields.name ?? '' });
    $channelSaving.set({ status: 'done' });
    location.assign('/my-library/video-channels');
  } catch (error) {
    $channelSaving.set({ status: 'error', error: asApiError(error) });
  }
}
