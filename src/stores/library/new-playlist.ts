// The create form of /my-library/video-playlists (private by default; public ones need a channel): apart from the list
// (stores/library/my-playlists.ts), since it loads when its fold is first opened.
import { api } from '../instance/api';
import { createPlaylist } from '../../api/playlists';
import { t } from '../../i18n';
import { createForm } from '../common/form';
import { NEW_PLAYLIST, playlistBody, playlistErrors, type PlaylistValues } from '../playlist/playlist-form';
import { toast } from '../shell/toasts';
import { myPlaylists } from './my-playlists';

/** The create form: what was typed stays when the server refuses it. */
export const newPlaylistForm = createForm<PlaylistValues>({
  initial: { ...NEW_PLAYLIST },
  validate: playlistErrors,
  submit: async (v) => {
    await createPlaylist(api, playlistBody(v));
    toast({
      severity: 'success',
      summary: t('library.playlists.created', 'Playlist {name} created', { name: v.displayName.trim() }),
    });
    await myPlaylists.reload();
  },
  saved: () => ({ ...NEW_PLAYLIST }),
});
