// The follow lists' sort, as one choice (a list of cards has no column headers to click).
import { useT } from '../../i18n/useT';
import { followLists, type FollowDirection } from '../../stores/admin-settings/admin-follows';

/** The sort choice of a follow list: newest or oldest first, by state, by score (followers). */
export default function FollowSort({ view, sort }: { view: FollowDirection; sort: string }) {
  const t = useT();
  const options = [
    { value: '-createdAt', label: t('adminFollows.sort.newest', 'Newest first') },
    { value: 'createdAt', label: t('adminFollows.sort.oldest', 'Oldest first') },
    { value: 'state', label: t('adminFollows.sort.state', 'By state') },
    ...(view === 'followers' ? [{ value: '-score', label: t('adminFollows.sort.score', 'Highest score first') }] : []),
  ];
  return (
    <div className="admin-filter">
      <label htmlFor={`follows-${view}-sort`}>{t('adminFollows.sort', 'Sort')}</label>
      <select id={`follows-${view}-sort`} value={sort} onChange={(e) => void followLists[view].setSort(e.target.value)}>
        {!options.some((o) => o.value === sort) && <option value={sort}>{sort}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
