import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { closeSaveToPlaylist } from '../../stores/dialogs/save-to-playlist-dialog';
import {
  $saveErrors,
  $saveState,
  $saving,
  newPlaylistForm,
  loadSaveState,
  toggleInPlaylist,
  type PlaylistChoice,
} from '../../stores/dialogs/save-to-playlist';
import { ErrorState, Loader } from '../common/ListStates';
import Field, { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';
import Modal from './Modal';
import './dialogs.css';

/** Props: the video to save. */
export interface SaveToPlaylistDialogProps {
  video: { id: number; name: string };
}

/** One playlist: its checkbox, and start/stop times to use when the video is added. */
function PlaylistRow({ videoId, playlist, checked }: { videoId: number; playlist: PlaylistChoice; checked: boolean }) {
  const t = useT();
  const saving = useStore($saving)[playlist.id];
  const error = useStore($saveErrors)[String(playlist.id)];
  const [start, setStart] = useState('');
  const [stop, setStop] = useState('');
  const id = `save-${playlist.id}`;
  const name = playlist.watchLater ? t('saveToPlaylist.watchLater', 'Watch later') : playlist.displayName;
  return (
    <li className="save-row">
      <label className="checkbox" htmlFor={id}>
        {/* aria-disabled, not disabled: disabling the focused box while it saves would drop focus out of the dialog
            (Escape then closes nothing); the store ignores a second toggle meanwhile. */}
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-disabled={saving || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => void toggleInPlaylist(videoId, playlist, e.target.checked, { start, stop })}
        />
        {name}
      </label>
      {!checked && (
        <details className="save-times">
          <summary>
            {t('saveToPlaylist.times', 'Start and stop times')}
            <span className="visually-hidden"> ({name})</span>
          </summary>
          <label htmlFor={`${id}-start`}>{t('saveToPlaylist.start', 'Start at')}</label>
          <input
            id={`${id}-start`}
            inputMode="numeric"
            placeholder="0:00"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
          <label htmlFor={`${id}-stop`}>{t('saveToPlaylist.stop', 'Stop at')}</label>
          <input
            id={`${id}-stop`}
            inputMode="numeric"
            placeholder="1:30"
            value={stop}
            onChange={(e) => setStop(e.target.value)}
          />
        </details>
      )}
      {error && (
        <p id={`${id}-error`} className="error-text" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** "Save to playlist": the person's playlists with a checkbox each (Watch later first) and a new playlist inline. */
export default function SaveToPlaylistDialog({ video }: SaveToPlaylistDialogProps) {
  const t = useT();
  const state = useStore($saveState);
  const form = useMemo(() => newPlaylistForm(video.id), [video.id]);
  const { values, errors, status } = useForm(form, { load: false });
  useEffect(() => void loadSaveState(video.id), [video.id]);
  const create = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <Modal
      title={t('saveToPlaylist.title', 'Save to playlist')}
      onClose={closeSaveToPlaylist}
      closeButton
      closeLabel={t('modal.close', 'Close')}
    >
      <p className="muted">{video.name}</p>
      {state.status === 'error' ? (
        <ErrorState message={state.error.message} onRetry={() => void loadSaveState(video.id)} />
      ) : state.status !== 'ready' ? (
        <Loader />
      ) : (
        <ul className="plain-list save-list" aria-label={t('saveToPlaylist.list', 'My playlists')}>
          {state.data.playlists.map((p) => (
            <PlaylistRow key={p.id} videoId={video.id} playlist={p} checked={Boolean(state.data.memberships[p.id])} />
          ))}
        </ul>
      )}
      <form className="form save-new" onSubmit={create} noValidate>
        <Field label={t('saveToPlaylist.newName', 'New playlist')} error={errors.displayName}>
          {(ids) => (
            <input
              {...ids}
              value={values?.displayName ?? ''}
              maxLength={120}
              onChange={(e) => form.set('displayName', e.target.value)}
            />
          )}
        </Field>
        <FormMessage error={errors._form} />
        <button type="submit" className="button primary" disabled={status === 'submitting' || state.status !== 'ready'}>
          {t('saveToPlaylist.create', 'Create and add')}
        </button>
      </form>
    </Modal>
  );
}
