import { atom } from 'nanostores';
import { api } from '../instance/api';
import { getAccount, listAccountChannels, listAccountPlaylists, listAccountVideos } from '../../api/accounts';
import { getChannel, listChannelPlaylists, listChannelVideos } from '../../api/channels';
import type { Account, DeepPartial, VideoChannel } from '../../api/types';
import { asApiError, type Loadable } from '../common/loadable';
import { pagedList, type ListFilters, type PagedListStore } from '../common/paged-list';
import type { Playlist } from '../watch/watch-playlist';
import { runHook } from '../plugins/run-hook';

/** Channel pages (/c/) and account pages (/a/). */
export type ActorKind = 'channel' | 'account';

/** A channel or an account as the pages read them. */
export type Actor = DeepPartial<VideoChannel> & DeepPartial<Account> & { name: string };

/** Tabs of the pages, named after PeerTube's sub-paths (/c/{name}/videos, /a/{name}/video-channels…). */
export type ActorTab = 'videos' | 'video-playlists' | 'video-channels';

/** The tabs each kind of page has, the first being the default. */
export const ACTOR_TABS: Record<ActorKind, ActorTab[]> = {
  channel: ['videos', 'video-playlists'],
  account: ['videos', 'video-playlists', 'video-channels'],
};

/** The handle and tab of an actor address (/c/name, /c/name/video-playlists, /a/name@host/videos). */
export function actorRoute(pathname: string, kind: ActorKind): { handle: string | null; tab: ActorTab } {
  const parts = pathname.split('/').filter(Boolean); // ['c', name, tab?]
  let handle: string | null = null;
  try {
    handle = parts[1] ? decodeURIComponent(parts[1]) : null;
  } catch {
    handle = null;
  }
  const tab = ACTOR_TABS[kind].find((t) => t === parts[2]) ?? ACTOR_TABS[kind][0]!;
  return { handle: handle && handle !== '_' ? handle : null, tab };
}

/** The channel or account of the page. */
export const $actor = atom<Loadable<Actor>>({ status: 'idle' });

let last: { kind: ActorKind; handle: string } | null = null;

/** Loads the page's channel or account (again, for the retry). */
export async function loadActor(kind: ActorKind = last!.kind, handle: string = last!.handle): Promise<void> {
  last = { kind, handle };
  $actor.set({ status: 'loading' });
  try {
    const actor = kind === 'channel' ? await getChannel(api, handle) : await getAccount(api, handle);
    $actor.set({ status: 'ready', data: actor as Actor });
  } catch (error) {
    $actor.set({ status: 'error', error: asApiError(error) });
  }
}

/** One page of the actor's videos (channel or account), with the person's video preferences as `query`. */
export function actorVideosPage(kind: ActorKind, handle: string, query: Record<string, unknown>) {
  return async (start: number, count: number) => {
    if (kind === 'account') return listAccountVideos(api, handle, { ...query, start, count });
    const page = await listChannelVideos(api, handle, { ...query, start, count });
    void runHook('action:video-channel-videos.videos.loaded', undefined, { videos: page.data });
    return page;
  };
}

/** One page of the actor's playlists. */
export function actorPlaylistsPage(kind: ActorKind, handle: string) {
  return async (start: number, count: number) => {
    if (kind === 'account')
      return listAccountPlaylists(api, handle, { start, count }) as Promise<{ total: number; data: Playlist[] }>;
    const page = (await listChannelPlaylists(api, handle, { start, count })) as { total: number; data: Playlist[] };
    void runHook('action:video-channel-playlists.playlists.loaded', undefined, { playlists: page.data });
    return page;
  };
}

/** The actor once loaded (null when it could not be). */
function actorLoaded(): Promise<Actor | null> {
  return new Promise((resolve) => {
    const stop = $actor.subscribe((state) => {
      if (state.status !== 'ready' && state.status !== 'error') return;
      queueMicrotask(() => stop());
      resolve(state.data ?? null);
    });
  });
}

/** A channel page's tab has opened: PeerTube's channel videos or playlists page's `init`, then its channel loaded. */
export async function actorTabShown(kind: ActorKind, tab: ActorTab): Promise<void> {
  if (kind !== 'channel' || tab === 'video-channels') return;
  const videos = tab === 'videos';
  void runHook(videos ? 'action:video-channel-videos.init' : 'action:video-channel-playlists.init', undefined);
  const videoChannel = await actorLoaded();
  if (!videoChannel) return;
  void runHook(
    videos ? 'action:video-channel-videos.video-channel.loaded' : 'action:video-channel-playlists.video-channel.loaded',
    undefined,
    { videoChannel },
  );
}

const channelLists = new Map<string, PagedListStore<Actor, ListFilters>>();

/** The channels of an account (every page), one list per handle so going back to the tab keeps what was loaded. */
export function accountChannels(handle: string): PagedListStore<Actor, ListFilters> {
  let list = channelLists.get(handle);
  if (!list) {
    list = pagedList<Actor>({
      fetch: ({ start, count }) =>
        listAccountChannels(api, handle, { start, count }) as Promise<{ total: number; data: Actor[] }>,
      key: (c) => c.name,
      pageSize: 50,
      url: false,
    });
    channelLists.set(handle, list);
  }
  return list;
}
