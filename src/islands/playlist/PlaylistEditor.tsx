import { useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { createPlaylistForm, deleteThisPlaylist } from '../../stores/playlist-edit';
import { $me } from '../../stores/user';
import type { Playlist } from '../../stores/watch-playlist';
import Field, { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';

/** The owner's edit form (name, description, privacy, channel) and "Delete playlist", folded under a disclosure. */
export default function PlaylistEditor({ playlist }: { playlist: Playlist }) {
  const t = useT();
  const channels = useStore($me).data?.videoChannels ?? [];
  const form = useMemo(() => createPlaylistForm(playlist), [playlist.id]);
  const { values, errors, status, dirty } = useForm(form, { load: false });
  if (!values) return null;
  const watchLater = playlist.type?.id === 2;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <details className="playlist-editor">
      <summary>{t('playlistEdit.title', 'Edit the playlist')}</summary>
      {watchLater ? <p className="muted">{t('playlistEdit.watchLater', 'Watch later keeps its name and stays private; you can reorder and remove its videos below.')}</p> : (
        <form className="form" onSubmit={submit} noValidate>
          <Field label={t('playlistEdit.name', 'Name')} error={errors.displayName}>
            {(a) => <input {...a} value={values.displayName} maxLength={120} onChange={(e) => form.set('displayName', e.target.value)} />}
          </Field>
          <Field label={t('playlistEdit.description', 'Description')} error={errors.description}>
            {(a) => <textarea {...a} rows={3} value={values.description} onChange={(e) => form.set('description', e.target.value)} />}
          </Field>
          <Field label={t('library.playlists.privacy', 'Privacy')}>
            {(a) => (
              <select {...a} value={values.privacy} onChange={(e) => form.set('privacy', e.target.value)}>
                <option value="1">{t('privacy.public', 'Public')}</option>
                <option value="2">{t('privacy.unlisted', 'Unlisted')}</option>
                <option value="3">{t('privacy.private', 'Private')}</option>
              </select>
            )}
          </Field>
          <Field label={t('playlistEdit.channel', 'Channel')} error={errors.videoChannelId}>
            {(a) => (
              <select {...a} value={values.videoChannelId} onChange={(e) => form.set('videoChannelId', e.target.value)}>
                <option value="">{t('playlistEdit.noChannel', 'None')}</option>
                {channels.map((c) => <option key={c.id} value={String(c.id)}>{c.displayName}</option>)}
              </select>
            )}
          </Field>
          <FormMessage error={errors._form} />
          <div className="form-actions">
            <button type="submit" className="button primary" disabled={!dirty || status === 'submitting'}>{t('playlistEdit.save', 'Save the playlist')}</button>
            <button type="button" className="button danger" onClick={() => void deleteThisPlaylist(playlist)}>{t('playlistEdit.delete', 'Delete the playlist')}</button>
          </div>
        </form>
      )}
    </details>
  );
}
