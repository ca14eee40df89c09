// Asking before a playlist is deleted: apart from the playlist form's rules (./playlist-form.ts), so that My
// playlists, which deletes but only creates on demand, does not load the form's limits and validators with its list.
import { t } from '../../i18n';
import { confirm } from '../shell/confirm';

/** Asks before deleting a playlist (My playlists and the playlist page ask the same). */
export async function confirmDeletePlaylist(name: string): Promise<boolean> {
  const answer = await confirm({
    title: t('library.playlists.deleteTitle', 'Delete playlist'),
    message: t('library.playlists.confirmDelete', 'Do you really want to delete {name}?', { name }),
    confirmButtonText: t('library.playlists.delete', 'Delete'),
  });
  return answer.confirmed;
}
