import { atom } from 'nanostores';
import { api } from '../api';
import { getAccount } from '../api/accounts';
import { getChannel } from '../api/channels';
import type { Account, DeepPartial, VideoChannel } from '../api/types';
import { asApiError, type Loadable } from './loadable';

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
