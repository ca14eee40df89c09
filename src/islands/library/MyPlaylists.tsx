import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { mediaUrl } from '../../api/videos';
import { useT, useTn } from '../../i18n/useT';
import { deleteMyPlaylist, myPlaylists, newPlaylistForm } from '../../stores/my-playlists';
import { FormMessage } from '../common/Field';
import PagedView from '../common/PagedView';
import { useForm } from '../common/useForm';
import PlaylistFields from '../playlist/PlaylistFields';
import LoginRequired from './LoginRequired';
import '../../styles/video.css';
import { contained } from '../common/contained';

/** /my-library/video-playlists: the person's playlists with create, open, play and delete. */
function MyPlaylists() {
  return (
    <LoginRequired>
      <CreatePlaylist />
      <PlaylistList />
    </LoginRequired>
  );
}

/** The create form, folded: name, description, privacy, channel. */
function CreatePlaylist() {
  const t = useT();
  const { values, errors, status } = useForm(newPlaylistForm, { load: false, guard: false });
  if (!values) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void newPlaylistForm.submit();
  };
  return (
    <details className="playlist-editor">
      <summary>{t('library.playlists.create', 'Create a playlist')}</summary>
      <form className="form" onSubmit={submit} noValidate>
        <PlaylistFields form={newPlaylistForm} values={values} errors={errors} />
        <FormMessage error={errors._form} />
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={status === 'submitting'}>{t('library.playlists.createButton', 'Create')}</button>
        </div>
      </form>
    </details>
  );
}

function PlaylistList() {
  const t = useT();
  const tn = useTn();
  const state = useStore(myPlaylists.$state);
  return (
    <PagedView state={state} retry={myPlaylists.retry} loadMore={myPlaylists.loadMore} emptyMessage={t('library.playlists.empty', 'You have no playlists yet.')}>
      {(items) => (
        <ul className="page-list" aria-label={t('library.playlists.list', 'My playlists')}>
          {items.map((p) => {
            const id = p.shortUUID ?? p.uuid;
            return (
              <li key={p.id}>
                <img src={mediaUrl(p.thumbnailPath)} width={120} height={67} alt="" loading="lazy" />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <h2 className="video-title"><a href={`/p/${id}`}>{p.displayName}</a></h2>
                  <p className="video-meta">
                    {tn('library.playlists.count', { one: '{count} video', other: '{count} videos' }, p.videosLength ?? 0)} · {p.privacy?.label}
                  </p>
                </div>
                {(p.videosLength ?? 0) > 0 && <a className="button" href={`/w/p/${id}`}>{t('library.playlists.play', 'Play')}</a>}
                {p.type?.id !== 2 && (
                  <button type="button" className="button" onClick={() => void deleteMyPlaylist(p)} aria-label={t('library.playlists.deleteOne', 'Delete {name}', { name: p.displayName })}>
                    {t('library.playlists.delete', 'Delete')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </PagedView>
  );
}

export default contained(MyPlaylists, 'MyPlaylists');
