import { api } from '../api';
import { listAccountPlaylists } from '../api/accounts';
import type { VideoPlaylist } from '../api/types';
import { $me } from './user';
import { createPagedList, type PagedList } from './videos-list';

/** Waits for the logged-in account (its name is needed to list its playlists). */
/** The logged-in account's name, once the account is known. */
export async function myAccountName(): Promise<string> {
  const ready = (v = $me.get()) => (v.status === 'ready' ? v.data.account?.name ?? v.data.username : null);
  const now = ready();
  if (now) return now;
  return new Promise((resolve, reject) => {
    const stop = $me.subscribe((v) => {
      if (v.status === 'ready') { queueMicrotask(() => stop()); resolve(ready(v)!); }
      if (v.status === 'error') { queueMicrotask(() => stop()); reject(v.error); }
    });
  });
}

/** The logged-in user's playlists (private ones and Watch later included), newest first. */
export function createMyPlaylists(): PagedList<VideoPlaylist> {
  return createPagedList<VideoPlaylist>(async (start, count) =>
    listAccountPlaylists(api, await myAccountName(), { start, count, sort: '-updatedAt' }), 20);
}
