import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Video } from '../../api/types';
import { useT } from '../../i18n/useT';
import {
  $historyEnabled,
  clearWatchHistory,
  historyPage,
  removeFromHistory,
  setHistoryEnabled,
} from '../../stores/library/history';
import type { PagedList } from '../../stores/common/start-count-list';
import VideoGrid from '../video/VideoGrid';
import { historyLabel, removeView, type RemoveView } from '../../lib/rows/history';
import AccountOnly from '../shell/AccountOnly';
import { contained } from '../common/contained';

/** Videos per page of the history grid (its early request asks as many). */
export const HISTORY_PAGE_SIZE = 24;

/** Props of the history's header; without handlers it is the inert copy the early grid shows above its cards. */
export interface HistoryHeaderProps {
  search: string;
  /** Whether the account records what it watches (null while unknown: the switch keeps its room, hidden). */
  enabled: boolean | null;
  onSearchChange?: (value: string) => void;
  onSearch?: () => void;
  onToggle?: (enabled: boolean) => void;
  onClear?: () => void;
}

/** The search field, the recording switch and "Clear all history". */
export function HistoryHeader({ search, enabled, onSearchChange, onSearch, onToggle, onClear }: HistoryHeaderProps) {
  const t = useT();
  return (
    <div className="page-header">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch?.();
        }}
      >
        <label className="filter-field">
          <span>{t('library.history.search', 'Search your history')}</span>
          <input type="search" value={search} onChange={(e) => onSearchChange?.(e.target.value)} />
        </label>
      </form>
      {/* Its room is kept while the account loads (hidden, not a wrong "off"): on a narrow screen it takes a line of
          its own, and the list below must not move when it appears. */}
      <label className="checkbox" style={enabled === null ? { visibility: 'hidden' } : undefined}>
        <input
          type="checkbox"
          role="switch"
          checked={enabled ?? false}
          disabled={enabled === null}
          onChange={(e) => onToggle?.(e.target.checked)}
        />
        {t('history.record', 'Record the videos I watch')}
      </label>
      <button type="button" className="button" onClick={onClear}>
        {t('library.history.clear', 'Clear all history')}
      </button>
    </div>
  );
}

/** A card's "Remove" button (its name says which video), from its view (lib/rows/history.ts). */
export function RemoveFromHistory({ view, onRemove }: { view: RemoveView; onRemove?: () => void }) {
  return (
    <button
      type="button"
      className="button"
      onClick={onRemove}
      aria-label={view.attr.removeLabel}
      data-v="remove"
      data-a="aria-label:removeLabel"
    >
      {view.text.remove}
    </button>
  );
}

/** /my-library/history/videos: watched videos (search, remove one, clear all) and pausing the recording. */
function HistoryVideos() {
  const t = useT();
  const enabled = useStore($historyEnabled);
  const [list, setList] = useState<PagedList<Video> | null>(null);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  return (
    <AccountOnly>
      <HistoryHeader
        search={search}
        enabled={enabled}
        onSearchChange={setSearch}
        onSearch={() => setQuery(search.trim())}
        onToggle={(on) => void setHistoryEnabled(on)}
        onClear={() =>
          void clearWatchHistory().then((done) => {
            if (done) void list?.reload();
          })
        }
      />
      {enabled === false && (
        <p className="alert" role="status">
          {t('history.pausedNote', 'History is paused: videos you watch now are not added.')}
        </p>
      )}
      <VideoGrid<Video>
        label={historyLabel(t)}
        listKey={`history:${query}`}
        fetchPage={historyPage(query)}
        pageSize={HISTORY_PAGE_SIZE}
        emptyMessage={
          query
            ? t('library.history.noMatch', 'No watched video matches your search.')
            : t('library.history.empty', 'You have not watched any video yet.')
        }
        infinite
        onList={setList}
        actionsView={(video) => removeView(video, { t })}
        renderActions={(video, l) => (
          <RemoveFromHistory
            view={removeView(video, { t })}
            onRemove={() => void removeFromHistory(video).then((done) => done && l.remove((v) => v.id === video.id))}
          />
        )}
      />
    </AccountOnly>
  );
}

export default contained(HistoryVideos, 'HistoryVideos');
