import { atom, onMount, type WritableAtom } from 'nanostores';
import { api } from '../instance/api';
import {
  listAbuses,
  updateAbuse,
  AbuseState,
  listVideoBlocks,
  unblockVideo,
  listRegistrations,
  decideRegistration,
  deleteRegistration,
} from '../../api/admin';
import { loadable } from '../common/loadable';

// A list whose request depends on a filter: changing the filter while an older request runs loads again once it ends,
// so the list always ends up matching the filter on screen. `refresh` reloads after a change in place: no loader,
// so the other items (and what is typed in them) stay; its errors go to the caller.
function filtered<F, T>($filter: WritableAtom<F>, fetch: (filter: F) => Promise<T>) {
  let requested: F | undefined;
  const list = loadable(() => fetch((requested = $filter.get())));
  async function show(filter: F): Promise<void> {
    $filter.set(filter);
    await list.load();
    if (requested !== filter) await list.load();
  }
  async function refresh(): Promise<void> {
    list.$store.set({ status: 'ready', data: await fetch($filter.get()) });
  }
  return { ...list, show, refresh };
}

// The lists without a filter of their own.
const unfiltered = <T>(fetch: () => Promise<T>) => filtered(atom(null), fetch);

/** Which reports the moderation page lists. */
export type AbuseFilter = 'all' | keyof typeof AbuseState;
/** The report state filter. */
export const $abuseFilter = atom<AbuseFilter>('all');
const abuses = filtered($abuseFilter, (filter) =>
  listAbuses(api, filter === 'all' ? {} : { state: AbuseState[filter] }),
);
/** Moderation: the latest abuse reports matching the state filter. */
export const $abuses = abuses.$store;
/** (Re)loads the abuse reports. */
export const loadAbuses = abuses.load;
/** Lists the reports of one state (or all). */
export const showAbuses = abuses.show;

/** Accepts or rejects a report, with an optional comment for the moderation team, then reloads the list. */
export async function moderateAbuse(id: number, state: 'accepted' | 'rejected', comment: string): Promise<void> {
  const moderationComment = comment.trim();
  await updateAbuse(api, id, { state: AbuseState[state], ...(moderationComment && { moderationComment }) });
  await abuses.refresh();
}

/** The report a URL points at, or null: a `#<id>` fragment, or PeerTube's `?search=#<id>` (what notifications link to). */
export function abuseIdFrom(url: Pick<Location, 'hash' | 'search'>): number | null {
  const target = /^#(\d+)$/.exec(url.hash) ?? /^#(\d+)$/.exec(new URLSearchParams(url.search).get('search') ?? '');
  const id = Number(target?.[1]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Which blocks the blocked-videos page lists: by type, and by words in the video name. */
export interface BlockFilter {
  type: 'all' | 'manual' | 'auto';
  search: string;
}
const BLOCK_TYPES = { manual: 1, auto: 2 } as const;

/** Reads PeerTube's `?search=` of the blocked-videos page, where `type:auto` / `type:manual` pick a block type. */
export function parseBlockSearch(raw: string | null | undefined): BlockFilter {
  let type: BlockFilter['type'] = 'all';
  const words = (raw ?? '').split(/\s+/).filter((word) => {
    const match = /^type:(auto|manual)$/.exec(word);
    if (match) type = match[1] as BlockFilter['type'];
    return word && !match;
  });
  return { type, search: words.join(' ') };
}

/** The blocked-videos filter. */
export const $blockFilter = atom<BlockFilter>({ type: 'all', search: '' });
const blocks = filtered($blockFilter, ({ type, search }) =>
  listVideoBlocks(api, { ...(type !== 'all' && { type: BLOCK_TYPES[type] }), ...(search && { search }) }),
);
/** Blocked videos matching the filter. */
export const $videoBlocks = blocks.$store;
/** (Re)loads the blocked videos. */
export const loadVideoBlocks = blocks.load;
/** Lists the blocked videos matching a filter, and keeps it in the URL (as PeerTube's `?search=type:auto words`) for reloads and links. */
export function showVideoBlocks(filter: BlockFilter): Promise<void> {
  const search = [filter.type !== 'all' && `type:${filter.type}`, filter.search].filter(Boolean).join(' ');
  const url = new URL(location.href);
  if (search) url.searchParams.set('search', search);
  else url.searchParams.delete('search');
  if (url.href !== location.href) history.replaceState(history.state, '', url);
  return blocks.show(filter);
}

/** Unblocks a video, then reloads the list. */
export async function unblock(videoId: number): Promise<void> {
  await unblockVideo(api, videoId);
  await blocks.refresh();
}

const registrations = unfiltered(() => listRegistrations(api));
/** Registration requests, newest first. */
export const $registrations = registrations.$store;
/** (Re)loads the registration requests. */
export const loadRegistrations = registrations.load;

/** Accepts or rejects a registration request with the response the person receives, then reloads. */
export async function decideOnRegistration(id: number, decision: 'accept' | 'reject', response: string): Promise<void> {
  await decideRegistration(api, id, decision, response.trim());
  await registrations.refresh();
}

/** Deletes a registration request, then reloads. */
export async function removeRegistration(id: number): Promise<void> {
  await deleteRegistration(api, id);
  await registrations.refresh();
}

onMount($abuses, () => void loadAbuses());
onMount($registrations, () => void loadRegistrations());

/** A server-given link when it is http(s), else undefined: actor URLs and plugin homepages must not become `javascript:` links. */
export function webUrl(url: string | null | undefined): string | undefined {
  try {
    return url && /^https?:$/.test(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}
