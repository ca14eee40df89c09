import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { api } from '../../api';
import { createPlaylist, deletePlaylist } from '../../api/playlists';
import type { VideoPlaylist } from '../../api/types';
import { mediaUrl } from '../../api/videos';
import { useT, useTn } from '../../i18n/useT';
import { confirm } from '../../stores/confirm';
import { asApiError } from '../../stores/loadable';
import { toast } from '../../stores/toasts';
import { createMyPlaylists } from '../../stores/videos-library';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import LoginRequired from './LoginRequired';
import '../../styles/video.css';

/** /my-library/video-playlists: the person's playlists with create, open, play and delete. */
export default function MyPlaylists() {
  return (
    <LoginRequired>
      <PlaylistList />
    </LoginRequired>
  );
}

function PlaylistList() {
  const t = useT();
  const tn = useTn();
  const list = useMemo(() => createMyPlaylists(), []);
  const state = useStore(list.$state);
  const [name, setName] = useState('');
  const [privacy, setPrivacy] = useState('3');
  const [busy, setBusy] = useState(false);
  useEffect(() => void list.loadMore(), [list]);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await createPlaylist(api, { displayName: name.trim(), privacy: Number(privacy) });
      setName('');
      toast({ severity: 'success', summary: t('library.playlists.created', 'Playlist {name} created', { name: name.trim() }) });
      await list.reload();
    } catch (e) {
      toast({ severity: 'error', summary: asApiError(e).message });
    } finally {
      setBusy(false);
    }
  }

  async function remove(playlist: VideoPlaylist) {
    const answer = await confirm({
      title: t('library.playlists.deleteTitle', 'Delete playlist'),
      message: t('library.playlists.confirmDelete', 'Do you really want to delete {name}?', { name: playlist.displayName }),
      confirmButtonText: t('library.playlists.delete', 'Delete'),
    });
    if (!answer.confirmed) return;
    try {
      await deletePlaylist(api, playlist.id);
      list.remove((p) => p.id === playlist.id);
      toast({ severity: 'success', summary: t('library.playlists.deleted', 'Playlist {name} deleted', { name: playlist.displayName }) });
    } catch (e) {
      toast({ severity: 'error', summary: asApiError(e).message });
    }
  }

  const { items, status, error, hasMore } = state;
  return (
    <>
      <form className="video-filters" onSubmit={create} aria-label={t('library.playlists.create', 'Create a playlist')}>
        <label className="filter-field">
          <span>{t('library.playlists.name', 'Playlist name')}</span>
          <input required value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
        </label>
        <label className="filter-field">
          <span>{t('library.playlists.privacy', 'Privacy')}</span>
          <select value={privacy} onChange={(e) => setPrivacy(e.target.value)}>
            <option value="1">{t('privacy.public', 'Public')}</option>
            <option value="2">{t('privacy.unlisted', 'Unlisted')}</option>
            <option value="3">{t('privacy.private', 'Private')}</option>
          </select>
        </label>
        <button type="submit" className="button primary" disabled={busy || !name.trim()}>{t('library.playlists.createButton', 'Create')}</button>
      </form>
      {status === 'error' && items.length === 0 && <ErrorState message={error!.message} onRetry={() => void list.reload()} />}
      {status === 'ready' && items.length === 0 && <EmptyState message={t('library.playlists.empty', 'You have no playlists yet.')} />}
      {items.length > 0 && (
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
                  <button type="button" className="button" onClick={() => void remove(p)} aria-label={t('library.playlists.deleteOne', 'Delete {name}', { name: p.displayName })}>
                    {t('library.playlists.delete', 'Delete')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {(status === 'loading' || status === 'idle') && <Loader />}
      {status === 'error' && items.length > 0 && <ErrorState message={error!.message} onRetry={() => void list.loadMore()} />}
      {status === 'ready' && hasMore && (
        <div className="load-more"><button type="button" className="button" onClick={() => void list.loadMore()}>{t('library.playlists.more', 'Load more playlists')}</button></div>
      )}
    </>
  );
}
