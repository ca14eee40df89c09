// The person's playlists (/my-library/video-playlists): every page, and delete after a confirmation (the row goes at once and comes back if the server refuses).
import { api } from '../instance/api';
import { listAccountPlaylists } from '../../api/accounts';
import { deletePlaylist } from '../../api/playlists';
import type { VideoPlaylist } from '../../api/types';
import { t } from '../../i18n';
import { asApiError } from '../common/loadable';
import { pagedList, type ListFilters, type ListQuery } from '../common/paged-list';
import type { Api } from '../../api/client';
import { confirmDeletePlaylist } from '../playlist/delete-playlist';
import { toast } from '../shell/toasts';
import { myAccountName } from '../session/account-name';

/** One page of the playlists of account `name`, asked of `client` (the page's early request runs it through a
 *  recorder with the `{account}` placeholder). */
export const myPlaylistsPage =
  (client: Api, name: string) =>
  ({ start, count, sort }: ListQuery<ListFilters>) =>
    listAccountPlaylists(client, name, { start, count, sort });

/** The logged-in person's playlists (private ones and Watch later included), most recently updated first. */
export const myPlaylists = pagedList<VideoPlaylist>({
  fetch: async (query) => myPlaylistsPage(api, await myAccountName())(query),
  key: (p) => p.id,
  sort: '-updatedAt',
  url: false,
});

/** Deletes a playlist after a confirmation; optimistic. */
export async function deleteMyPlaylist(playlist: VideoPlaylist): Promise<void> {
  if (!(await confirmDeletePlaylist(playlist.displayName))) return;
  try {
    await myPlaylists.optimistic(playlist.id, 'remove', () => deletePlaylist(api, playlist.id));
    toast({
      severity: 'success',
      summary: t('library.playlists.deleted', 'Playlist {name} deleted', { name: playlist.displayName }),
    });
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
  }
}
