import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { useT } from '../../i18n/useT';
import { createPagedList, type PageFetcher } from '../../stores/common/start-count-list';
import type { Playlist } from '../../stores/watch/watch-playlist';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import PlaylistCard from './PlaylistCard';

/** Props: how to fetch a page, a key that restarts the list, the list's name and empty message. */
export interface PlaylistGridProps {
  fetchPage: PageFetcher<Playlist>;
  listKey: string;
  label: string;
  emptyMessage: string;
}

/** A paged grid of playlists with loader, empty state, error with retry and "Load more". */
export default function PlaylistGrid({ fetchPage, listKey, label, emptyMessage }: PlaylistGridProps) {
  const t = useT();
  // The list is rebuilt only when the key changes: fetchPage may be a new closure on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const list = useMemo(() => createPagedList<Playlist>(fetchPage, 24), [listKey]);
  const state = useStore(list.$state);
  useEffect(() => {
    void list.loadMore();
  }, [list]);
  const { items, status, error, hasMore } = state;
  if (status === 'error' && !items.length)
    return <ErrorState message={error!.message} onRetry={() => void list.reload()} />;
  if (status === 'ready' && !items.length) return <EmptyState message={emptyMessage} />;
  return (
    <div aria-busy={status === 'loading'}>
      {items.length > 0 && (
        <ul className="playlist-grid" aria-label={label}>
          {items.map((p) => (
            <li key={p.uuid}>
              <PlaylistCard playlist={p} />
            </li>
          ))}
        </ul>
      )}
      {(status === 'loading' || status === 'idle') && (
        <Loader label={t('playlist.loadingList', 'Loading playlists…')} />
      )}
      {status === 'error' && items.length > 0 && (
        <ErrorState message={error!.message} onRetry={() => void list.loadMore()} />
      )}
      {status === 'ready' && hasMore && (
        <div className="load-more">
          <button type="button" className="button" onClick={() => void list.loadMore()}>
            {t('playlist.loadMore', 'Load more playlists')}
          </button>
        </div>
      )}
    </div>
  );
}
