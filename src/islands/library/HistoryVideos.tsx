import { useState } from 'react';
import { api } from '../../api';
import { clearHistory, listHistory, removeHistoryEntry } from '../../api/videos';
import type { Video } from '../../api/types';
import { useT } from '../../i18n/useT';
import { confirm } from '../../stores/confirm';
import { asApiError } from '../../stores/loadable';
import { toast } from '../../stores/toasts';
import type { PagedList } from '../../stores/videos-list';
import VideoGrid from '../video/VideoGrid';
import LoginRequired from './LoginRequired';

/** /my-library/history/videos: watched videos with per-video removal and "Clear all history". */
export default function HistoryVideos() {
  const t = useT();
  const [list, setList] = useState<PagedList<Video> | null>(null);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');

  async function remove(video: Video, l: PagedList<Video>) {
    try {
      await removeHistoryEntry(api, video.id);
      l.remove((v) => v.id === video.id);
      toast({ severity: 'success', summary: t('library.history.removed', 'Video removed from history') });
    } catch (e) {
      toast({ severity: 'error', summary: asApiError(e).message });
    }
  }

  async function clearAll() {
    const answer = await confirm({
      title: t('library.history.clearTitle', 'Clear history'),
      message: t('library.history.confirmClear', 'Delete your whole watch history?'),
    });
    if (!answer.confirmed) return;
    try {
      await clearHistory(api);
      await list?.reload();
      toast({ severity: 'success', summary: t('library.history.cleared', 'Watch history cleared') });
    } catch (e) {
      toast({ severity: 'error', summary: asApiError(e).message });
    }
  }

  return (
    <LoginRequired>
      <div className="page-header">
        <form role="search" onSubmit={(e) => { e.preventDefault(); setQuery(search.trim()); }}>
          <label className="filter-field">
            <span>{t('library.history.search', 'Search your history')}</span>
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
        </form>
        <button type="button" className="button" onClick={() => void clearAll()}>{t('library.history.clear', 'Clear all history')}</button>
      </div>
      <VideoGrid<Video>
        label={t('library.history.list', 'Watched videos')}
        listKey={`history:${query}`}
        fetchPage={(start, count) => listHistory(api, { start, count, search: query || undefined })}
        emptyMessage={query ? t('library.history.noMatch', 'No watched video matches your search.') : t('library.history.empty', 'You have not watched any video yet.')}
        infinite
        onList={setList}
        renderActions={(video, l) => (
          <button type="button" className="button" onClick={() => void remove(video, l)} aria-label={t('library.history.removeOne', 'Remove "{name}" from history', { name: video.name })}>
            {t('library.history.remove', 'Remove')}
          </button>
        )}
      />
    </LoginRequired>
  );
}
