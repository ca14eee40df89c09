// "Save to playlist": the person's playlists (Watch later first) with a checkbox each for one video, optional start
// and stop timestamps, and a new playlist created inline. Checking adds, unchecking removes, at once and
// optimistically (the box goes back with the server's message if it refuses).
import { atom, map } from 'nanostores';
import { api } from '../instance/api';
import { listAccountPlaylists } from '../../api/accounts';
import {
  addToPlaylist,
  createPlaylist,
  removeFromPlaylist,
  videosExistInPlaylists,
  type PlaylistMembership,
} from '../../api/playlists';
import type { VideoPlaylist } from '../../api/types';
import { t } from '../../i18n';
import { LIMITS } from '../../lib/constraints';
import { lengthError } from '../../lib/validators';
import { parseTimestamp } from '../../lib/time-syntax';
import { asApiError, type Loadable } from '../common/loadable';
import { toast } from '../shell/toasts';
import { createForm, type FormStore } from '../common/form';
import { myAccountName } from '../session/account-name';

/** A playlist as the dialog lists it. */
export interface PlaylistChoice {
  id: number;
  displayName: string;
  watchLater: boolean;
  privacy: number;
}

/** The playlists and where the video already is (playlist id → element). */
export interface SaveState {
  playlists: PlaylistChoice[];
  memberships: Record<number, PlaylistMembership>;
}

/** The dialog's data. */
export const $saveState = atom<Loadable<SaveState>>({ status: 'idle' });
/** Playlists whose checkbox is being saved. */
export const $saving = map<Record<number, boolean>>({});
/** Errors of the inline "new playlist" form and of a checkbox (by playlist id). */
export const $saveErrors = map<Record<string, string>>({});

const PAGE = 100;

/** Watch later first, then the most recently updated. */
export function orderPlaylists(playlists: VideoPlaylist[]): PlaylistChoice[] {
  const choices = playlists.map((p) => ({
    id: p.id,
    displayName: p.displayName,
    watchLater: p.type?.id === 2,
    privacy: p.privacy?.id ?? 3,
  }));
  return [...choices.filter((p) => p.watchLater), ...choices.filter((p) => !p.watchLater)];
}

let videoLoaded: number | null = null;

/** Loads every playlist of the person (all pages) and the video's memberships. */
export async function loadSaveState(videoId: number): Promise<void> {
  videoLoaded = videoId;
  $saveErrors.set({});
  $saveState.set({ status: 'loading' });
  try {
    const name = await myAccountName();
    const all: VideoPlaylist[] = [];
    for (let start = 0; ; start += PAGE) {
      const page = await listAccountPlaylists(api, name, { start, count: PAGE, sort: '-updatedAt' });
      all.push(...page.data);
      if (!page.data.length || all.length >= page.total) break;
    }
    const exist = await videosExistInPlaylists(api, [videoId]);
    const memberships: Record<number, PlaylistMembership> = {};
    for (const m of exist[videoId] ?? []) memberships[m.playlistId] = m;
    if (videoLoaded === videoId)
      $saveState.set({ status: 'ready', data: { playlists: orderPlaylists(all), memberships } });
  } catch (error) {
    if (videoLoaded === videoId) $saveState.set({ status: 'error', error: asApiError(error) });
  }
}

function patch(change: (s: SaveState) => SaveState): void {
  const s = $saveState.get();
  if (s.status === 'ready') $saveState.set({ status: 'ready', data: change(s.data) });
}

/** Checks (adds, with optional timestamps) or unchecks (removes) the video in a playlist. */
export async function toggleInPlaylist(
  videoId: number,
  playlist: PlaylistChoice,
  checked: boolean,
  times: { start?: string; stop?: string } = {},
): Promise<void> {
  const state = $saveState.get();
  if (state.status !== 'ready' || $saving.get()[playlist.id]) return;
  const start = parseTimestamp(times.start ?? '');
  const stop = parseTimestamp(times.stop ?? '');
  if (checked && (Number.isNaN(start) || Number.isNaN(stop) || (start != null && stop != null && stop <= start))) {
    $saveErrors.setKey(
      String(playlist.id),
      t('saveToPlaylist.badTimes', 'Use times like 1:30, with the stop after the start.'),
    );
    return;
  }
  $saveErrors.setKey(String(playlist.id), '');
  $saving.setKey(playlist.id, true);
  const before = state.data.memberships[playlist.id];
  try {
    if (checked) {
      // Shown as checked at once; the element id arrives with the answer.
      patch((s) => ({
        ...s,
        memberships: {
          ...s.memberships,
          [playlist.id]: {
            playlistElementId: -1,
            playlistId: playlist.id,
            startTimestamp: start ?? null,
            stopTimestamp: stop ?? null,
          },
        },
      }));
      const { videoPlaylistElement } = await addToPlaylist(api, playlist.id, {
        videoId,
        ...(start != null && { startTimestamp: start }),
        ...(stop != null && { stopTimestamp: stop }),
      });
      patch((s) => ({
        ...s,
        memberships: {
          ...s.memberships,
          [playlist.id]: { ...s.memberships[playlist.id], playlistElementId: videoPlaylistElement.id },
        },
      }));
      toast({
        severity: 'success',
        summary: t('saveToPlaylist.added', 'Added to {name}', { name: playlist.displayName }),
      });
    } else if (before) {
      patch((s) => {
        const memberships = { ...s.memberships };
        delete memberships[playlist.id];
        return { ...s, memberships };
      });
      await removeFromPlaylist(api, playlist.id, before.playlistElementId);
      toast({
        severity: 'success',
        summary: t('saveToPlaylist.removed', 'Removed from {name}', { name: playlist.displayName }),
      });
    }
  } catch (error) {
    patch((s) => {
      const memberships = { ...s.memberships };
      if (before) memberships[playlist.id] = before;
      else delete memberships[playlist.id];
      return { ...s, memberships };
    });
    $saveErrors.setKey(String(playlist.id), asApiError(error).message);
  } finally {
    $saving.setKey(playlist.id, false);
  }
}

/** Why a new playlist name cannot be used ('' when it can): PeerTube's length, and no second playlist of the same name. */
export function newPlaylistNameError(name: string, existing: PlaylistChoice[]): string {
  const length = lengthError(name, LIMITS.playlist.displayName);
  if (length) return length;
  const wanted = name.trim().toLocaleLowerCase();
  return existing.some((p) => p.displayName.trim().toLocaleLowerCase() === wanted)
    ? t('saveToPlaylist.duplicate', 'You already have a playlist with this name.')
    : '';
}

/** Creates a private playlist with the video in it and lists it after Watch later; throws the server's refusal. */
async function createWithVideo(videoId: number, displayName: string, privacy = 3): Promise<void> {
  const { videoPlaylist } = await createPlaylist(api, { displayName: displayName.trim(), privacy });
  const { videoPlaylistElement } = await addToPlaylist(api, videoPlaylist.id, { videoId });
  patch((s) => ({
    playlists: [
      ...s.playlists.filter((p) => p.watchLater),
      { id: videoPlaylist.id, displayName: displayName.trim(), watchLater: false, privacy },
      ...s.playlists.filter((p) => !p.watchLater),
    ],
    memberships: {
      ...s.memberships,
      [videoPlaylist.id]: {
        playlistElementId: videoPlaylistElement.id,
        playlistId: videoPlaylist.id,
        startTimestamp: null,
        stopTimestamp: null,
      },
    },
  }));
  toast({
    severity: 'success',
    summary: t('saveToPlaylist.created', 'Playlist {name} created with this video', { name: displayName.trim() }),
  });
}

/** The new playlist's name of the dialog. */
export interface NewPlaylistValues {
  displayName: string;
}

/** "Create and add" of the dialog for `videoId`: PeerTube's length and no second playlist of the same name on the
 *  field, the server's refusal there too, the name kept on any failure and emptied once the playlist exists. */
export function newPlaylistForm(videoId: number): FormStore<NewPlaylistValues> {
  return createForm<NewPlaylistValues>({
    initial: { displayName: '' },
    validate: (v) => {
      const state = $saveState.get();
      return { displayName: state.status === 'ready' ? newPlaylistNameError(v.displayName, state.data.playlists) : '' };
    },
    submit: (v) => createWithVideo(videoId, v.displayName),
    saved: () => ({ displayName: '' }),
  });
}
