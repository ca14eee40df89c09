// The /search filters panel: its fields, loaded when the panel first opens (SearchFilters.tsx) — most searches never
// open it, and its code and the vocabulary lists (four API requests) then stay off the page.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { $config } from '../../stores/instance/config';
import { $searchQuery, $searchTarget, updateSearchQuery } from '../../stores/search/search-results';
import {
  DATE_RANGES,
  DURATION_RANGES,
  RESULT_TYPES,
  SEARCH_SORTS,
  durationBounds,
  effectiveResultType,
  isValidHost,
  rangeStartDate,
  type DateRange,
  type DurationRange,
  type SearchQuery,
} from '../../lib/search-query';
import { dateRangeOf, dateToYear, durationRangeOf, yearToDate } from '../../lib/search-filters';
import { localSearchOffered } from '../../lib/search-target';
import { $videoVocab, loadVideoVocab, showVideoVocab } from '../../stores/video-form/video-vocab';
import Field from '../common/Field';
import VocabFilter from './VocabFilter';

/** Text fields of the filters: what is typed, kept until it is valid and applied (on leaving the field or Enter). */
interface Drafts {
  tagsOneOf: string;
  tagsAllOf: string;
  host: string;
  startYear: string;
  endYear: string;
}

const draftsOf = (q: SearchQuery): Drafts => ({
  tagsOneOf: q.tagsOneOf.join(', '),
  tagsAllOf: q.tagsAllOf.join(', '),
  host: q.host,
  startYear: String(dateToYear(q.originallyPublishedStartDate) ?? ''),
  endYear: String(dateToYear(q.originallyPublishedEndDate) ?? ''),
});
const splitTags = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];
const yearOf = (text: string): number | null | undefined => {
  if (!text.trim()) return null;
  return /^\d{4}$/.test(text.trim()) ? Number(text.trim()) : undefined;
};

/** The filters panel (PeerTube's advanced search): choices apply at once; typed fields apply when left or on Enter,
 *  and only when valid. Kept mounted while closed, so what was typed stays. */
export default function SearchFiltersPanel({ id, hidden }: { id: string; hidden: boolean }) {
  const t = useT();
  const q = useStore($searchQuery);
  const target = useStore($searchTarget);
  const index = useStore($config).data?.search?.searchIndex;
  const vocabState = useStore($videoVocab);
  useEffect(showVideoVocab, []);
  const vocab = vocabState.data;
  const [drafts, setDrafts] = useState(() => draftsOf(q));
  const [errors, setErrors] = useState<Partial<Record<keyof Drafts, string>>>(() =>
    q.host && !isValidHost(q.host) ? { host: 'invalid' } : {},
  );
  const set = (changes: Partial<SearchQuery>) => updateSearchQuery(changes);
  const bothTargets = Boolean(index?.enabled) && localSearchOffered(index);

  // The URL changed (back, forward, Reset, a field applied): the fields whose value changed show it again, with no
  // error; a field left invalid keeps its text and error.
  const shown = useRef(q);
  useEffect(() => {
    const before = draftsOf(shown.current);
    const now = draftsOf(q);
    shown.current = q;
    const changed = (Object.keys(now) as Array<keyof Drafts>).filter((key) => now[key] !== before[key]);
    if (!changed.length) return;
    setDrafts((d) => ({ ...d, ...Object.fromEntries(changed.map((key) => [key, now[key]])) }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of changed) delete next[key];
      if (q.host && !isValidHost(q.host)) next.host = 'invalid';
      return next;
    });
  }, [q]);

  const errorText = {
    host: t('search.hostInvalid', 'Enter a host name such as peertube.example.org (no https://).'),
    startYear: t('search.yearInvalid', 'Enter a four-digit year, such as 1999.'),
    endYear: t('search.yearInvalid', 'Enter a four-digit year, such as 1999.'),
  } as const;

  /** Applies the typed fields that are valid; the others keep their text and show an error. */
  const apply = (): void => {
    const next: Partial<SearchQuery> = {
      tagsOneOf: splitTags(drafts.tagsOneOf),
      tagsAllOf: splitTags(drafts.tagsAllOf),
    };
    const nextErrors: typeof errors = {};
    if (!drafts.host.trim() || isValidHost(drafts.host)) next.host = drafts.host.trim();
    else nextErrors.host = 'invalid';
    const start = yearOf(drafts.startYear);
    const end = yearOf(drafts.endYear);
    if (start === undefined) nextErrors.startYear = 'invalid';
    else next.originallyPublishedStartDate = yearToDate(start);
    if (end === undefined) nextErrors.endYear = 'invalid';
    else next.originallyPublishedEndDate = yearToDate(end);
    setErrors(nextErrors);
    set(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const draft = (key: keyof Drafts) => ({
    value: drafts[key],
    onChange: (e: { target: { value: string } }) => setDrafts({ ...drafts, [key]: e.target.value }),
    onBlur: apply,
  });
  const errorOf = (key: keyof Drafts) => (errors[key] ? errorText[key as keyof typeof errorText] : undefined);

  const dateLabels: Record<DateRange, string> = {
    any: t('search.date.any', 'Any time'),
    today: t('search.date.today', 'Today'),
    last_7days: t('search.date.week', 'Last 7 days'),
    last_30days: t('search.date.month', 'Last 30 days'),
    last_365days: t('search.date.year', 'Last 365 days'),
  };
  const durationLabels: Record<DurationRange, string> = {
    any: t('search.duration.any', 'Any duration'),
    short: t('search.duration.short', 'Short (< 4 min)'),
    medium: t('search.duration.medium', 'Medium (4-10 min)'),
    long: t('search.duration.long', 'Long (> 10 min)'),
    custom: t('search.duration.custom', 'From {min} to {max} s', {
      min: String(q.durationMin ?? 0),
      max: String(q.durationMax ?? '∞'),
    }),
  };
  const typeLabels: Record<SearchQuery['resultType'], string> = {
    all: t('search.type.all', 'All results'),
    videos: t('search.type.videos', 'Videos'),
    channels: t('search.type.channels', 'Channels'),
    playlists: t('search.type.playlists', 'Playlists'),
  };
  const durationRange = durationRangeOf(q);

  return (
    <form
      id={id}
      className="search-filters form"
      hidden={hidden}
      aria-label={t('search.filters', 'Search filters')}
      onSubmit={onSubmit}
      noValidate
    >
      {bothTargets && (
        <fieldset className="search-filter search-target">
          <legend>{t('search.target', 'Search in')}</legend>
          <label className="filter-check">
            <input
              type="radio"
              name="searchTarget"
              checked={target === 'local'}
              onChange={() => set({ searchTarget: 'local' })}
            />
            {t('search.inInstance', "In this instance's network")}
          </label>
          <label className="filter-check">
            <input
              type="radio"
              name="searchTarget"
              checked={target === 'search-index'}
              onChange={() => set({ searchTarget: 'search-index' })}
            />
            {t('search.inIndex', 'In the vidiverse')}
          </label>
        </fieldset>
      )}
      <Field label={t('search.resultType', 'Show')} className="search-filter">
        {(control) => (
          <select
            {...control}
            value={effectiveResultType(q)}
            onChange={(e) => set({ resultType: e.target.value as SearchQuery['resultType'] })}
          >
            {RESULT_TYPES.map((v) => (
              <option key={v} value={v}>
                {typeLabels[v]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('search.sortBy', 'Sort by')} className="search-filter">
        {(control) => (
          <select {...control} value={q.sort} onChange={(e) => set({ sort: e.target.value })}>
            {SEARCH_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {t(s.key, s.label)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('search.displayOnly', 'Display only')} className="search-filter">
        {(control) => (
          <select
            {...control}
            value={q.isLive ?? ''}
            onChange={(e) => set({ isLive: (e.target.value || null) as SearchQuery['isLive'] })}
          >
            <option value="">{t('search.live.all', 'All videos')}</option>
            <option value="true">{t('search.live.live', 'Live videos')}</option>
            <option value="false">{t('search.live.vod', 'VOD videos')}</option>
          </select>
        )}
      </Field>
      <Field label={t('search.publishedDate', 'Published')} className="search-filter">
        {(control) => (
          <select
            {...control}
            value={dateRangeOf(q.startDate)}
            onChange={(e) => set({ startDate: rangeStartDate(e.target.value as DateRange), endDate: null })}
          >
            {DATE_RANGES.map((v) => (
              <option key={v} value={v}>
                {dateLabels[v]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="search-filter">
        <legend>{t('search.originalYear', 'Original publication year')}</legend>
        <div className="search-years">
          <Field label={t('search.yearAfter', 'After')} error={errorOf('startYear')}>
            {(control) => (
              <input {...control} {...draft('startYear')} inputMode="numeric" placeholder="1990" autoComplete="off" />
            )}
          </Field>
          <Field label={t('search.yearBefore', 'Before')} error={errorOf('endYear')}>
            {(control) => (
              <input {...control} {...draft('endYear')} inputMode="numeric" placeholder="2010" autoComplete="off" />
            )}
          </Field>
        </div>
      </fieldset>
      <Field label={t('search.duration', 'Duration')} className="search-filter">
        {(control) => (
          <select
            {...control}
            value={durationRange}
            onChange={(e) => {
              if (e.target.value !== 'custom') set(durationBounds(e.target.value as DurationRange));
            }}
          >
            {DURATION_RANGES.map((v) => (
              <option key={v} value={v}>
                {durationLabels[v]}
              </option>
            ))}
            {durationRange === 'custom' && <option value="custom">{durationLabels.custom}</option>}
          </select>
        )}
      </Field>
      {vocabState.status === 'error' && (
        <p className="error-text search-filter" role="alert">
          {t('search.vocabError', 'The lists of categories, licences and languages could not be loaded.')}{' '}
          <button type="button" className="button" onClick={() => void loadVideoVocab()}>
            {t('common.retry', 'Retry')}
          </button>
        </p>
      )}
      <VocabFilter
        label={t('search.category', 'Category')}
        anyLabel={t('search.category.any', 'Any category')}
        list={vocab?.categories}
        values={q.categoryOneOf}
        onChange={(v) => set({ categoryOneOf: v.map(Number) })}
      />
      <VocabFilter
        label={t('search.licence', 'Licence')}
        anyLabel={t('search.licence.any', 'Any licence')}
        list={vocab?.licences}
        values={q.licenceOneOf}
        onChange={(v) => set({ licenceOneOf: v.map(Number) })}
      />
      <VocabFilter
        label={t('search.language', 'Language')}
        anyLabel={t('search.allLanguages', 'All languages')}
        list={vocab?.languages}
        values={q.languageOneOf}
        onChange={(v) => set({ languageOneOf: v })}
      />
      <Field
        label={t('search.tagsOneOf', 'One of these tags')}
        help={t('search.tagsHelp', 'Separate tags with commas.')}
        className="search-filter"
      >
        {(control) => <input {...control} {...draft('tagsOneOf')} autoComplete="off" />}
      </Field>
      <Field
        label={t('search.tagsAllOf', 'All of these tags')}
        help={t('search.tagsHelp', 'Separate tags with commas.')}
        className="search-filter"
      >
        {(control) => <input {...control} {...draft('tagsAllOf')} autoComplete="off" />}
      </Field>
      <Field label={t('search.host', 'PeerTube instance host')} error={errorOf('host')} className="search-filter">
        {(control) => (
          <input {...control} {...draft('host')} placeholder="example.com" autoComplete="off" spellCheck={false} />
        )}
      </Field>
      <div className="search-filter-actions">
        <button type="submit" className="button primary">
          {t('search.apply', 'Apply')}
        </button>
      </div>
    </form>
  );
}
