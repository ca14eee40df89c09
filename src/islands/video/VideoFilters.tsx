import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $videoFilters, setVideoFilters, VIDEO_SORTS, type VideoFilters as Filters } from '../../stores/videos-filters';
import { $videoLanguages, loadVideoLanguages } from '../../stores/videos-vocab';
import { contained } from '../common/contained';

/** The browse page's sort and filters (languages, sensitive content, live or on demand); changes apply at once. */
function VideoFilters() {
  const t = useT();
  const filters = useStore($videoFilters);
  const languages = useStore($videoLanguages);
  const toggleLanguage = (code: string, on: boolean) =>
    setVideoFilters({ languages: on ? [...filters.languages, code] : filters.languages.filter((l) => l !== code) });

  return (
    <form className="video-filters" role="search" aria-label={t('videos.filters', 'Video filters')} onSubmit={(e) => e.preventDefault()}>
      <label className="filter-field">
        <span>{t('videos.sortBy', 'Sort by')}</span>
        <select value={filters.sort} onChange={(e) => setVideoFilters({ sort: e.target.value })}>
          {VIDEO_SORTS.map((s) => <option key={s.value} value={s.value}>{t(s.key, s.label)}</option>)}
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
      <details className="filter-languages">
        <summary>
          {filters.languages.length
            ? t('videos.languagesCount', 'Languages ({count})', { count: filters.languages.length })
            : t('videos.languages', 'Languages')}
        </summary>
        <div className="filter-popover">
        {languages.status === 'loading' && <p>{t('common.loading', 'Loading…')}</p>}
        {languages.status === 'error' && (
          <p className="error-text">
            {languages.error.message}{' '}
            <button type="button" className="button" onClick={() => void loadVideoLanguages()}>{t('common.retry', 'Retry')}</button>
          </p>
        )}
        {languages.status === 'ready' && (
          <fieldset>
            <legend className="visually-hidden">{t('videos.languages', 'Languages')}</legend>
            {Object.entries(languages.data).sort((a, b) => a[1].localeCompare(b[1])).map(([code, label]) => (
              <label key={code} className="filter-check">
                <input type="checkbox" checked={filters.languages.includes(code)} onChange={(e) => toggleLanguage(code, e.target.checked)} />
                {label}
              </label>
            ))}
          </fieldset>
        )}
        {filters.languages.length > 0 && (
          <button type="button" className="button" onClick={() => setVideoFilters({ languages: [] })}>{t('videos.allLanguages', 'All languages')}</button>
        )}
        </div>
      </details>
    </form>
  );
}

export default contained(VideoFilters, 'VideoFilters');
