import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $config } from '../../stores/config';
import { $videoLanguages } from '../../stores/videos-vocab';
import {
  $searchCategories, $searchQuery, $searchTarget, DATE_RANGES, DURATION_RANGES, RESULT_TYPES, SEARCH_SORTS, updateSearchQuery, type SearchQuery,
} from '../../stores/search-results';
import { localSearchOffered } from '../../lib/search-suggestions';

/** The /search page's filters (PeerTube's advanced search): target, type, sort, date, duration, category, languages. */
export default function SearchFilters() {
  const t = useT();
  const q = useStore($searchQuery);
  const target = useStore($searchTarget);
  const index = useStore($config).data?.search?.searchIndex;
  const categories = useStore($searchCategories);
  const languages = useStore($videoLanguages);
  const set = (changes: Partial<SearchQuery>) => updateSearchQuery(changes);
  const bothTargets = Boolean(index?.enabled) && localSearchOffered(index);

  const dateLabels: Record<SearchQuery['publishedDateRange'], string> = {
    any: t('search.date.any', 'Any time'), today: t('search.date.today', 'Today'), last_7days: t('search.date.week', 'Last 7 days'),
    last_30days: t('search.date.month', 'Last 30 days'), last_365days: t('search.date.year', 'Last 365 days'),
  };
  const durationLabels: Record<SearchQuery['durationRange'], string> = {
    any: t('search.duration.any', 'Any duration'), short: t('search.duration.short', 'Short (< 4 min)'),
    medium: t('search.duration.medium', 'Medium (4-10 min)'), long: t('search.duration.long', 'Long (> 10 min)'),
  };
  const typeLabels: Record<SearchQuery['resultType'], string> = {
    all: t('search.type.all', 'All results'), videos: t('search.type.videos', 'Videos'),
    channels: t('search.type.channels', 'Channels'), playlists: t('search.type.playlists', 'Playlists'),
  };

  return (
    <form className="search-filters video-filters" aria-label={t('search.filters', 'Search filters')} onSubmit={(e) => e.preventDefault()}>
      {bothTargets && (
        <fieldset className="filter-field search-target">
          <legend className="visually-hidden">{t('search.target', 'Search in')}</legend>
          <label className="filter-check">
            <input type="radio" name="searchTarget" checked={target === 'local'} onChange={() => set({ searchTarget: 'local' })} />
            {t('search.inInstance', "In this instance's network")}
          </label>
          <label className="filter-check">
            <input type="radio" name="searchTarget" checked={target === 'search-index'} onChange={() => set({ searchTarget: 'search-index' })} />
            {t('search.inIndex', 'In the vidiverse')}
          </label>
        </fieldset>
      )}
      <label className="filter-field">
        <span>{t('search.resultType', 'Show')}</span>
        <select value={q.resultType} onChange={(e) => set({ resultType: e.target.value as SearchQuery['resultType'] })}>
          {RESULT_TYPES.map((v) => <option key={v} value={v}>{typeLabels[v]}</option>)}
        </select>
      </label>
      <label className="filter-field">
        <span>{t('search.sortBy', 'Sort by')}</span>
        <select value={q.sort} onChange={(e) => set({ sort: e.target.value })}>
          {SEARCH_SORTS.map((s) => <option key={s.value} value={s.value}>{t(s.key, s.label)}</option>)}
        </select>
      </label>
      <label className="filter-field">
        <span>{t('search.publishedDate', 'Published')}</span>
        <select value={q.publishedDateRange} onChange={(e) => set({ publishedDateRange: e.target.value as SearchQuery['publishedDateRange'] })}>
          {DATE_RANGES.map((v) => <option key={v} value={v}>{dateLabels[v]}</option>)}
        </select>
      </label>
      <label className="filter-field">
        <span>{t('search.duration', 'Duration')}</span>
        <select value={q.durationRange} onChange={(e) => set({ durationRange: e.target.value as SearchQuery['durationRange'] })}>
          {DURATION_RANGES.map((v) => <option key={v} value={v}>{durationLabels[v]}</option>)}
        </select>
      </label>
      <label className="filter-field">
        <span>{t('search.category', 'Category')}</span>
        <select
          value={q.categoryOneOf[0] ?? ''}
          onChange={(e) => set({ categoryOneOf: e.target.value ? [Number(e.target.value)] : [] })}
        >
          <option value="">{t('search.category.any', 'Any category')}</option>
          {Object.entries(categories.data ?? {}).map(([id, label]) => <option key={id} value={id}>{label}</option>)}
        </select>
      </label>
      {q.languageOneOf.length > 0 && (
        <p className="filter-field search-languages">
          <span>
            {t('search.languages', 'Languages: {list}', {
              list: q.languageOneOf.map((code) => languages.data?.[code] ?? code).join(', '),
            })}
          </span>
          <button type="button" className="button" onClick={() => set({ languageOneOf: [] })}>
            {t('search.allLanguages', 'All languages')}
          </button>
        </p>
      )}
    </form>
  );
}
