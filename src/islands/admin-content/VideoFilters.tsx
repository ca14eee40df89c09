import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import {
  filterAdminVideos,
  sortAdminVideos,
  type VideoFilters as Filters,
} from '../../stores/admin-content/admin-videos';
import { $serverT, PRIVACY_LABELS } from '../../stores/instance/server-labels';

/** Props: the list's filters and sort (from the URL). */
export interface VideoFiltersProps {
  filters: Filters;
  sort: string;
}

/** The video list's search, filters and sort; each change reloads the list and lands in the URL. */
export default function VideoFilters({ filters, sort }: VideoFiltersProps) {
  const t = useT();
  const st = useStore($serverT);
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const select = (name: keyof Filters, label: string, options: Array<[string, string]>) => (
    <label>
      {label}
      <select value={filters[name]} onChange={(e) => void filterAdminVideos({ [name]: e.target.value })}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  const shown = (name: 'blocked' | 'unpublished' | 'muted', label: string) => (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={filters[name] !== 'hide'}
        onChange={(e) => void filterAdminVideos({ [name]: e.target.checked ? '' : 'hide' })}
      />
      {label}
    </label>
  );
  const all = t('adminVideos.filter.all', 'All');
  return (
    <form
      className="admin-filters admin-content-filters"
      role="search"
      aria-label={t('adminVideos.filtersLabel', 'Videos')}
      onSubmit={(e) => {
        e.preventDefault();
        void filterAdminVideos({ search: search.trim() });
      }}
    >
      <label>
        {t('adminVideos.search', 'Search by name or UUID')}
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <button type="submit" className="button">
        {t('adminVideos.searchButton', 'Search')}
      </button>
      {select('scope', t('adminVideos.filter.scope', 'Origin'), [
        ['', all],
        ['local', t('adminVideos.local', 'Local')],
        ['remote', t('adminVideos.remote', 'Remote')],
      ])}
      {select('type', t('adminVideos.filter.type', 'Type'), [
        ['', all],
        ['vod', t('adminVideos.vod', 'Video on demand')],
        ['live', t('adminVideos.live', 'Live')],
      ])}
      {select('privacy', t('adminVideos.filter.privacy', 'Privacy'), [
        ['', all],
        ...Object.entries(PRIVACY_LABELS).map(([id, label]): [string, string] => [id, st(label)]),
        ['notPublic', t('adminVideos.privacy.notPublic', 'All but public')],
      ])}
      {select('nsfw', t('adminVideos.filter.nsfw', 'Sensitive content'), [
        ['', all],
        ['true', t('adminVideos.nsfw.only', 'Sensitive only')],
        ['false', t('adminVideos.nsfw.not', 'Not sensitive')],
      ])}
      {select('files', t('adminVideos.filter.files', 'Files (local videos)'), [
        ['', all],
        ['hls', t('adminVideos.files.hls', 'With HLS')],
        ['noHls', t('adminVideos.files.noHls', 'Without HLS')],
        ['web', t('adminVideos.files.web', 'With web videos')],
        ['noWeb', t('adminVideos.files.noWeb', 'Without web videos')],
      ])}
      <label>
        {t('adminVideos.sort', 'Sort')}
        <select value={sort} onChange={(e) => void sortAdminVideos(e.target.value)}>
          <option value="-publishedAt">{t('adminVideos.sort.newest', 'Newest published')}</option>
          <option value="publishedAt">{t('adminVideos.sort.oldest', 'Oldest published')}</option>
          <option value="name">{t('adminVideos.sort.name', 'Name')}</option>
          <option value="-views">{t('adminVideos.sort.views', 'Most viewed')}</option>
          <option value="-localVideoFilesSize">{t('adminVideos.sort.size', 'Largest files')}</option>
        </select>
      </label>
      <fieldset className="admin-content-shown">
        <legend>{t('adminVideos.filter.shown', 'Also list')}</legend>
        {shown('blocked', t('adminVideos.shown.blocked', 'Blocked videos'))}
        {shown('unpublished', t('adminVideos.shown.unpublished', 'Videos not published yet (transcoding, import…)'))}
        {shown('muted', t('adminVideos.shown.muted', 'Videos of muted accounts and servers'))}
      </fieldset>
      {filters.autoTag ? (
        <p className="admin-content-tag">
          {t('adminVideos.taggedWith', 'Tagged {tag}', { tag: filters.autoTag })}{' '}
          <button type="button" className="button" onClick={() => void filterAdminVideos({ autoTag: '' })}>
            {t('adminVideos.clearTag', 'Show every tag')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
