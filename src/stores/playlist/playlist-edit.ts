// The owner's actions on a playlist page (/p/{id}): reorder (buttons and drag and drop), remove a video, edit the
// name, description, privacy and channel, delete the playlist. Reorder and remove are optimistic: the list changes
// at once and goes back with the server's message if it refuses.
import { computed } from 'nanostores';
import { api } from '../instance/api';
import { deletePlaylist, removeFromPlaylist, reorderPlaylist, updatePlaylist } from '../../api/playlists';
import { t } from '../../i18n';
import { createForm, type FormStore } from '../common/form';
import { playlistBody, playlistErrors, type PlaylistValues } from './playlist-form';
import { confirmDeletePlaylist } from './delete-playlist';
import { asApiError } from '../common/loadable';
import { toast } from '../shell/toasts';
import { $me } from '../session/user';
import { $playlist, type Playlist, type PlaylistElement } from '../watch/watch-playlist';

/** Whether the logged-in person owns the playlist on the page. */
export const $ownsPlaylist = computed([$me, $playlist], (me, playlist) =>
  Boolean(me.data?.account?.id && playlist.data?.playlist.ownerAccount?.id === me.data.account.id),
);

/** PeerTube's reorder parameters to move the element at index `from` to index `to` (positions are 1-based). */
export function reorderParams(from: number, to: number): { startPosition: number; insertAfterPosition: number } {
  return { startPosition: from + 1, insertAfterPosition: to < from ? to : to + 1 };
}

/** The list with one element moved, positions renumbered. */
export function moved<T extends { position: number }>(elements: T[], from: number, to: number): T[] {
  const next = [...elements];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next.map((e, i) => ({ ...e, position: i + 1 }));
}

function setElements(elements: PlaylistElement[]): void {
  const s = $playlist.get();
  if (s.data) $playlist.set({ ...s, status: 'ready', data: { ...s.data, elements } } as typeof s);
}

/** Moves a video within the playlist (at once; back if the server refuses). */
export async function moveElement(from: number, to: number): Promise<void> {
  const s = $playlist.get();
  if (!s.data || from === to || to < 0 || to >= s.data.elements.length) return;
  const before = s.data.elements;
  setElements(moved(before, from, to));
  try {
    await reorderPlaylist(api, s.data.playlist.id, reorderParams(from, to));
  } catch (error) {
    setElements(before);
    toast({ severity: 'error', summary: asApiError(error).message });
  }
}

/** Removes a video from the playlist (at once; back if the server refuses). */
export async function removeElement(element: PlaylistElement): Promise<void> {
  const s = $playlist.get();
  if (!s.data || element.id == null) return;
  const before = s.data.elements;
  setElements(before.filter((e) => e.id !== element.id).map((e, i) => ({ ...e, position: i + 1 })));
  try {
    await removeFromPlaylist(api, s.data.playlist.id, element.id);
    toast({ severity: 'success', summary: t('playlistEdit.removed', 'Removed from the playlist') });
  } catch (error) {
    setElements(before);
    toast({ severity: 'error', summary: asApiError(error).message });
  }
}

/** A form over the playlist on the page; saving updates the page too. */
export function createPlaylistForm(playlist: Playlist): FormStore<PlaylistValues> {
  return createForm<PlaylistValues>({
    initial: {
      displayName: playlist.displayName,
      description: playlist.description ?? '',
      privacy: String(playlist.privacy?.id ?? 3),
      videoChannelId: playlist.videoChannel?.id ? String(playlist.videoChannel.id) : '',
    },
    validate: playlistErrors,
    // What is typed survives a reload or a crashed tab, per playlist.
    draft: `playlist-description:${playlist.uuid}`,
    submit: async (v) => {
      // null clears a description or channel on update (undefined would keep the old one).
      const body = playlistBody(v);
      await updatePlaylist(api, playlist.id, {
        ...body,
        description: body.description ?? null,
        videoChannelId: body.videoChannelId ?? null,
      });
      const s = $playlist.get();
      if (s.data) {
        $playlist.set({
          ...s,
          data: {
            ...s.data,
            playlist: {
              ...s.data.playlist,
              displayName: v.displayName.trim(),
              description: v.description.trim() || undefined,
            },
          },
        } as typeof s);
      }
      toast({ severity: 'success', summary: t('playlistEdit.saved', 'Playlist updated') });
    },
  });
}

/** Deletes the playlist after a confirmation, then goes to the person's playlists. */
export async function deleteThisPlaylist(playlist: Playlist): Promise<void> {
  if (!(await confirmDeletePlaylist(playlist.displayName))) return;
  try {
    await deletePlaylist(api, playlist.id);
    location.assign('/my-library/video-playlists');
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
  }
}
