import { useStore } from '@nanostores/react';
import type { FormEvent, ReactNode } from 'react';
import { mediaUrl } from '../../stores/instance/client-settings';
import type { VideoPlaylist } from '../../api/types';
import { useT, useTn } from '../../i18n/useT';
import { deleteMyPlaylist, myPlaylists, newPlaylistForm } from '../../stores/library/my-playlists';
import { FormMessage } from '../common/Field';
import PagedView, { type ListViewProps } from '../common/PagedView';
import { useForm } from '../common/useForm';
import PlaylistFields from '../playlist/PlaylistFields';
import LoginRequired from './LoginRequired';
import '../../styles/video.css';
import { contained } from '../common/contained';
import { $serverT } from '../../stores/instance/server-labels';

/** /my-library/video-playlists: the person's playlists with create, open, play and delete. */
function MyPlaylists() {
  return (
    <LoginRequired>
      <CreatePlaylist />
      <Playlists />
    </LoginRequired>
  );
}

/** The create form's fold (also in the early paint, components/library/EarlyRows.astro, without the form). */
export function CreatePlaylistFold({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <details className="playlist-editor">
      <summary>{t('library.playlists.create', 'Create a playlist')}</summary>
      {children}
    </details>
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
    <CreatePlaylistFold>
      <form className="form" onSubmit={submit} noValidate>
        <PlaylistFields form={newPlaylistForm} values={values} errors={errors} />
        <FormMessage error={errors._form} />
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={status === 'submitting'}>
            {t('library.playlists.createButton', 'Create')}
          </button>
        </div>
      </form>
    </CreatePlaylistFold>
  );
}

/** One playlist: thumbnail, name, count and privacy (parts the early paint fills, lib/early-rows.ts), Play when it has
 *  videos, Delete unless it is Watch later. */
export function PlaylistRow({
  playlist: p,
  onDelete,
}: {
  playlist: VideoPlaylist;
  onDelete?: (playlist: VideoPlaylist) => void;
}) {
  const t = useT();
  const tn = useTn();
  const id = p.shortUUID ?? p.uuid;
  const st = useStore($serverT);
  return (
    <li>
      <img src={mediaUrl(p.thumbnailPath)} width={120} height={67} alt="" loading="lazy" />
      <div style={{ flex: 1, minWidth: 0 }}>
        <h2 className="video-title">
          <a href={`/p/${id}`}>{p.displayName}</a>
        </h2>
        <p className="video-meta">
          <span data-part="count">
            {tn('library.playlists.count', { one: '{count} video', other: '{count} videos' }, p.videosLength ?? 0)}
          </span>{' '}
          · {st(p.privacy?.label)}
        </p>
      </div>
      {(p.videosLength ?? 0) > 0 && (
        <a className="button" href={`/w/p/${id}`} data-part="play">
          {t('library.playlists.play', 'Play')}
        </a>
      )}
      {p.type?.id !== 2 && (
        <button
          type="button"
          className="button"
          data-part="delete"
          onClick={() => onDelete?.(p)}
          aria-label={t('library.playlists.deleteOne', 'Delete {name}', { name: p.displayName })}
        >
          {t('library.playlists.delete', 'Delete')}
        </button>
      )}
    </li>
  );
}

/** Props of the list: its state and the list's and rows' actions (none in the early paint's sample). */
export interface PlaylistListProps extends ListViewProps<VideoPlaylist> {
  onDelete?: (playlist: VideoPlaylist) => void;
}

/** The playlists and "Load more". */
export function PlaylistList({ state, retry, loadMore, onDelete }: PlaylistListProps) {
  const t = useT();
  return (
    <PagedView
      state={state}
      retry={retry}
      loadMore={loadMore}
      emptyMessage={t('library.playlists.empty', 'You have no playlists yet.')}
    >
      {(items) => (
        <ul className="page-list" aria-label={t('library.playlists.list', 'My playlists')}>
          {items.map((p) => (
            <PlaylistRow key={p.id} playlist={p} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </PagedView>
  );
}

const remove = (playlist: VideoPlaylist) => void deleteMyPlaylist(playlist);

function Playlists() {
  const state = useStore(myPlaylists.$state);
  return <PlaylistList state={state} retry={myPlaylists.retry} loadMore={myPlaylists.loadMore} onDelete={remove} />;
}

export default contained(MyPlaylists, 'MyPlaylists');
