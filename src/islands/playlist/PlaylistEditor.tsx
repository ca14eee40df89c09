import { useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { createPlaylistForm, deleteThisPlaylist } from '../../stores/playlist/playlist-edit';
import type { Playlist } from '../../stores/watch/watch-playlist';
import { FormMessage } from '../common/Field';
import PlaylistFields from './PlaylistFields';
import { useForm } from '../common/useForm';

/** The owner's edit form (name, description, privacy, channel) and "Delete playlist", folded under a disclosure. */
export default function PlaylistEditor({ playlist }: { playlist: Playlist }) {
  const t = useT();
  // One form per playlist: a refreshed copy of the same playlist must not reset what is being typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const form = useMemo(() => createPlaylistForm(playlist), [playlist.id]);
  const { values, errors, status, dirty } = useForm(form, { load: false });
  // A restored draft opens the editor: the person sees what they had typed.
  const restored = useStore(form.$draftRestored);
  if (!values) return null;
  const watchLater = playlist.type?.id === 2;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <details className="playlist-editor" open={restored || undefined}>
      <summary>{t('playlistEdit.title', 'Edit the playlist')}</summary>
      {watchLater ? (
        <p className="muted">
          {t(
            'playlistEdit.watchLater',
            'Watch later keeps its name and stays private; you can reorder and remove its videos below.',
          )}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <PlaylistFields form={form} values={values} errors={errors} />
          <FormMessage error={errors._form} />
          <div className="form-actions">
            <button type="submit" className="button primary" disabled={!dirty || status === 'submitting'}>
              {t('playlistEdit.save', 'Save the playlist')}
            </button>
            <button type="button" className="button danger" onClick={() => void deleteThisPlaylist(playlist)}>
              {t('playlistEdit.delete', 'Delete the playlist')}
            </button>
          </div>
        </form>
      )}
    </details>
  );
}
