import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { VideoPlaylist } from '../../api/types';
import { useT } from '../../i18n/useT';
import { deleteMyPlaylist, myPlaylists } from '../../stores/library/my-playlists';
import PagedView, { type ListViewProps } from '../common/PagedView';
import Rows from '../common/Rows';
import { useRowContext } from '../common/useRowContext';
import { myPlaylistsTexts, myPlaylistView, type MyPlaylistView } from '../../lib/rows/my-playlists';
import AccountOnly from '../shell/AccountOnly';
import '../../styles/video.css';
import { contained } from '../common/contained';

const CreatePlaylistForm = lazy(() => import('./CreatePlaylistForm'));

/** /my-library/video-playlists: the person's playlists with create, open, play and delete. */
function MyPlaylists() {
  return (
    <AccountOnly>
      <CreatePlaylist />
      <Playlists />
    </AccountOnly>
  );
}

/** The create form's fold (also in the early paint, without the form). */
export function CreatePlaylistFold({ children, onOpen }: { children?: ReactNode; onOpen?: () => void }) {
  const t = useT();
  return (
    <details className="playlist-editor" onToggle={(event) => event.currentTarget.open && onOpen?.()}>
      <summary>{t('library.playlists.create', 'Create a playlist')}</summary>
      {children}
    </details>
  );
}

/** The create form, loaded when its fold is first opened (most visits only list). */
function CreatePlaylist() {
  const [opened, setOpened] = useState(false);
  return (
    <CreatePlaylistFold onOpen={() => setOpened(true)}>
      {opened && (
        <Suspense fallback={null}>
          <CreatePlaylistForm />
        </Suspense>
      )}
    </CreatePlaylistFold>
  );
}

/** One playlist from its view (lib/rows/my-playlists.ts): thumbnail, name, count and privacy, Play when it has videos,
 *  Delete unless it is Watch later (the early paint's template is this, from a template view). */
export function PlaylistRow({ view, onDelete }: { view: MyPlaylistView; onDelete?: () => void }) {
  const { text, attr, show } = view;
  return (
    <li>
      <img src={attr.thumb || undefined} width={120} height={67} alt="" loading="lazy" data-a="src:thumb" />
      <div style={{ flex: 1, minWidth: 0 }}>
        <h2 className="video-title">
          <a href={attr.link} data-v="name" data-a="href:link">
            {text.name}
          </a>
        </h2>
        <p className="video-meta">
          <span data-v="count">{text.count}</span>
          <span data-v="privacy">{text.privacy}</span>
        </p>
      </div>
      {show.play && (
        <a className="button" href={attr.play} data-show="play" data-v="play" data-a="href:play">
          {text.play}
        </a>
      )}
      {show.delete && (
        <button
          type="button"
          className="button"
          data-show="delete"
          onClick={onDelete}
          aria-label={attr.deleteLabel}
          data-v="delete"
          data-a="aria-label:deleteLabel"
        >
          {text.delete}
        </button>
      )}
    </li>
  );
}

/** Props of the list: its state and the list's and rows' actions (none in the early paint's template). */
export interface PlaylistListProps extends ListViewProps<VideoPlaylist> {
  onDelete?: (playlist: VideoPlaylist) => void;
}

/** The playlists and "Load more". */
export function PlaylistList({ state, retry, loadMore, onDelete }: PlaylistListProps) {
  const t = useT();
  const ctx = useRowContext();
  return (
    <PagedView
      state={state}
      retry={retry}
      loadMore={loadMore}
      emptyMessage={t('library.playlists.empty', 'You have no playlists yet.')}
    >
      {(items) => {
        const views = items.map((p) => myPlaylistView(p, ctx));
        return (
          <Rows className="page-list" label={myPlaylistsTexts.list(t)} views={views}>
            {items.map((p, i) => (
              <PlaylistRow key={p.id} view={views[i]!} onDelete={() => onDelete?.(p)} />
            ))}
          </Rows>
        );
      }}
    </PagedView>
  );
}

const remove = (playlist: VideoPlaylist) => void deleteMyPlaylist(playlist);

function Playlists() {
  const state = useStore(myPlaylists.$state);
  return <PlaylistList state={state} retry={myPlaylists.retry} loadMore={myPlaylists.loadMore} onDelete={remove} />;
}

export default contained(MyPlaylists, 'MyPlaylists');
