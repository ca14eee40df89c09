import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/useT';
import {
  $videoFilters,
  setVideoFilters,
  VIDEO_SORTS,
  type VideoFilters as Filters,
} from '../../stores/video/videos-filters';
import { contained } from '../common/contained';

// The instance's languages (a list and an API request) load when the popover first opens: most visits never do.
const LanguageOptions = lazy(() => import('./LanguageOptions'));

/** The browse page's sort and filters (languages, sensitive content, live or on demand); changes apply at once. */
function VideoFilters() {
  const t = useT();
  const filters = useStore($videoFilters);
  const [opened, setOpened] = useState(false);
  const toggleLanguage = (code: string, on: boolean) =>
    setVideoFilters({ languages: on ? [...filters.languages, code] : filters.languages.filter((l) => l !== code) });

  return (
    <form
      className="video-filters"
      role="search"
      aria-label={t('videos.filters', 'Video filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="filter-field">
        <span>{t('videos.sortBy', 'Sort by')}</span>
        <select value={filters.sort} onChange={(e) => setVideoFilters({ sort: e.target.value })}>
          {VIDEO_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {t(s.key, s.label)}
            </option>
          ))}
        </select>
      </label>
      <label className="filter-field">
        <span>{t('videos.type', 'Type')}</span>
        <select value={filters.live} onChange={(e) => setVideoFilters({ live: e.target.value as Filters['live'] })}>
          <option value="all">{t('videos.type.all', 'All videos')}</option>
          <option value="vod">{t('videos.type.vod', 'Videos on demand')}</option>
          <option value="live">{t('videos.type.live', 'Live streams')}</option>
        </select>
      </label>
      <label className="filter-check">
        <input type="checkbox" checked={filters.nsfw} onChange={(e) => setVideoFilters({ nsfw: e.target.checked })} />
        {t('videos.showSensitive', 'Show sensitive content')}
      </label>
      <details
        className="filter-languages"
        onToggle={(e) => {
          if (e.currentTarget.open) setOpened(true);
        }}
      >
        <summary>
          {filters.languages.length
            ? t('videos.languagesCount', 'Languages ({count})', { count: filters.languages.length })
            : t('videos.languages', 'Languages')}
        </summary>
        <div className="filter-popover">
          {opened && (
            <Suspense fallback={<p>{t('common.loading', 'Loading…')}</p>}>
              <LanguageOptions selected={filters.languages} onToggle={toggleLanguage} />
            </Suspense>
          )}
          {filters.languages.length > 0 && (
            <button type="button" className="button" onClick={() => setVideoFilters({ languages: [] })}>
              {t('videos.allLanguages', 'All languages')}
            </button>
          )}
        </div>
      </details>
    </form>
  );
}

export default contained(VideoFilters, 'VideoFilters');
