import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Video } from '../../api/types';
import { useT } from '../../i18n/useT';
import { $historyEnabled, clearWatchHistory, historyPage, removeFromHistory, setHistoryEnabled } from '../../stores/history';
import type { PagedList } from '../../stores/videos-list';
import VideoGrid from '../video/VideoGrid';
import LoginRequired from './LoginRequired';
import { contained } from '../common/contained';

/** /my-library/history/videos: watched videos (search, remove one, clear all) and pausing the recording. */
function HistoryVideos() {
  const t = useT();
  const enabled = useStore($historyEnabled);
  const [list, setList] = useState<PagedList<Video> | null>(null);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  return (
    <LoginRequired>
      <div className="page-header">
        <form role="search" onSubmit={(e) => { e.preventDefault(); setQuery(search.trim()); }}>
          <label className="filter-field">
            <span>{t('library.history.search', 'Search your history')}</span>
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
        </form>
        {enabled !== null && (
          <label className="checkbox">
            <input type="checkbox" role="switch" checked={enabled} onChange={(e) => void setHistoryEnabled(e.target.checked)} />
            {t('history.record', 'Record the videos I watch')}
          </label>
        )}
        <button type="button" className="button" onClick={() => void clearWatchHistory().then((done) => { if (done) void list?.reload(); })}>
          {t('library.history.clear', 'Clear all history')}
        </button>
      </div>
      {enabled === false && <p className="alert" role="status">{t('history.pausedNote', 'History is paused: videos you watch now are not added.')}</p>}
      <VideoGrid<Video>
        label={t('library.history.list', 'Watched videos')}
        listKey={`history:${query}`}
        fetchPage={historyPage(query)}
        emptyMessage={query ? t('library.history.noMatch', 'No watched video matches your search.') : t('library.history.empty', 'You have not watched any video yet.')}
        infinite
        onList={setList}
        renderActions={(video, l) => (
          <button type="button" className="button" onClick={() => void removeFromHistory(video).then((done) => done && l.remove((v) => v.id === video.id))}
            aria-label={t('library.history.removeOne', 'Remove "{name}" from history', { name: video.name })}>
            {t('library.history.remove', 'Remove')}
          </button>
        )}
      />
    </LoginRequired>
  );
}

export default contained(HistoryVideos, 'HistoryVideos');
