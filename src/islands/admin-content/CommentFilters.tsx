import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import {
  filterAdminComments,
  sortAdminComments,
  type CommentFilters as Filters,
} from '../../stores/admin-content/admin-comments';

/** Props: the list's filters and sort (from the URL). */
export interface CommentFiltersProps {
  filters: Filters;
  sort: string;
}

/** The comment list's searches (text, account, video), origin filters and sort; applied on submit or change. */
export default function CommentFilters({ filters, sort }: CommentFiltersProps) {
  const t = useT();
  const [words, setWords] = useState({ search: filters.search, account: filters.account, video: filters.video });
  useEffect(
    () => setWords({ search: filters.search, account: filters.account, video: filters.video }),
    [filters.search, filters.account, filters.video],
  );
  const text = (name: keyof typeof words, label: string) => (
    <label>
      {label}
      <input type="search" value={words[name]} onChange={(e) => setWords({ ...words, [name]: e.target.value })} />
    </label>
  );
  return (
    <form
      className="admin-filters admin-content-filters"
      role="search"
      aria-label={t('adminComments.filtersLabel', 'Comments')}
      onSubmit={(e) => {
        e.preventDefault();
        void filterAdminComments({
          search: words.search.trim(),
          account: words.account.trim(),
          video: words.video.trim(),
        });
      }}
    >
      {text('search', t('adminComments.search', 'Words in the comment'))}
      {text('account', t('adminComments.searchAccount', 'Account'))}
      {text('video', t('adminComments.searchVideo', 'Video'))}
      <button type="submit" className="button">
        {t('adminComments.searchButton', 'Search')}
      </button>
      <label>
        {t('adminComments.origin', 'Origin')}
        <select value={filters.origin} onChange={(e) => void filterAdminComments({ origin: e.target.value })}>
          <option value="">{t('adminComments.origin.all', 'All comments')}</option>
          <option value="local">{t('adminComments.origin.local', 'Local comments')}</option>
          <option value="remote">{t('adminComments.origin.remote', 'Remote comments')}</option>
        </select>
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={filters.localVideo === 'true'}
          onChange={(e) => void filterAdminComments({ localVideo: e.target.checked ? 'true' : '' })}
        />
        {t('adminComments.localVideo', 'Only on local videos')}
      </label>
      <label>
        {t('adminComments.sort', 'Sort')}
        <select value={sort} onChange={(e) => void sortAdminComments(e.target.value)}>
          <option value="-createdAt">{t('adminComments.sort.newest', 'Newest first')}</option>
          <option value="createdAt">{t('adminComments.sort.oldest', 'Oldest first')}</option>
        </select>
      </label>
      {filters.autoTag ? (
        <p className="admin-content-tag">
          {t('adminComments.taggedWith', 'Tagged {tag}', { tag: filters.autoTag })}{' '}
          <button type="button" className="button" onClick={() => void filterAdminComments({ autoTag: '' })}>
            {t('adminComments.clearTag', 'Show every tag')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
