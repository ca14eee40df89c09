// Federation: whom the instance follows (with the follow form) and who follows it, as paged lists with search, state
// and sort; unfollow, accept, reject and delete. Only for users with the manage-server-follow right.
import { useStore } from '@nanostores/react';
import type { Follow } from '../../api/admin-settings';
import { useT, useTn } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import {
  acceptFollower,
  actorHandle,
  actorName,
  deleteFollower,
  followLists,
  rejectFollower,
  unfollowActor,
  type FollowDirection,
  type FollowFilters,
} from '../../stores/admin-settings/admin-follows';
import { webUrl } from '../../lib/web-url';
import AdminTabs from '../admin/AdminTabs';
import SettingsTabs from '../admin/SettingsTabs';
import StateBadge from '../admin/StateBadge';
import ListSearch from '../common/ListSearch';
import PagedView from '../common/PagedView';
import RelativeTime from '../common/RelativeTime';
import { contained } from '../common/contained';
import { useAccess } from '../shell/useAccess';
import FollowForm from './FollowForm';
import FollowSort from './FollowSort';
import '../../styles/admin.css';
import './admin-settings.css';
import { $serverT } from '../../stores/instance/server-labels';

const HREF: Record<FollowDirection, string> = {
  following: '/admin/follows/following-list',
  followers: '/admin/follows/followers-list',
};

/** Props: which side of the instance's follows the page lists. */
export interface AdminFollowsProps {
  view: FollowDirection;
}

/** The federation pages (manage-server-follow right): visitors go to the login page, others to /401. */
function AdminFollows({ view }: AdminFollowsProps) {
  const t = useT();
  const user = useAccess(Right.manageServerFollow);
  if (!user) return null;
  const tabs = [
    { href: HREF.following, label: t('admin.follows.following', 'Following'), right: Right.manageServerFollow },
    { href: HREF.followers, label: t('admin.follows.followers', 'Followers'), right: Right.manageServerFollow },
  ];
  return (
    <>
      <SettingsTabs current="federation" user={user} />
      <AdminTabs label={t('admin.follows.sections', 'Follows sections')} tabs={tabs} current={HREF[view]} user={user} />
      <h2>
        {view === 'followers'
          ? t('admin.follows.followersTitle', 'Instances following this one')
          : t('admin.follows.followingTitle', 'Instances this one follows')}
      </h2>
      {view === 'following' && <FollowForm />}
      <FollowList view={view} />
    </>
  );
}

function FollowList({ view }: AdminFollowsProps) {
  const t = useT();
  const st = useStore($serverT);
  const tn = useTn();
  const store = followLists[view];
  const state = useStore(store.$state);
  const filtered = Boolean(state.filters.search || state.filters.state);
  return (
    <section aria-labelledby={`follows-${view}-title`}>
      <h3 id={`follows-${view}-title`} className="visually-hidden">
        {view === 'followers' ? t('admin.follows.followers', 'Followers') : t('admin.follows.following', 'Following')}
      </h3>
      <div className="admin-filters" role="search" aria-label={t('adminFollows.filters', 'Filter the follows')}>
        <ListSearch
          value={state.filters.search}
          onSearch={(search) => void store.setFilters({ search })}
          label={t('adminFollows.search', 'Search by host or name')}
        />
        <div className="admin-filter">
          <label htmlFor={`follows-${view}-state`}>{t('adminFollows.state', 'State')}</label>
          <select
            id={`follows-${view}-state`}
            value={state.filters.state}
            onChange={(e) => void store.setFilters({ state: e.target.value as FollowFilters['state'] })}
          >
            <option value="">{t('adminFollows.allStates', 'All states')}</option>
            <option value="pending">{st('Pending')}</option>
            <option value="accepted">{st('Accepted')}</option>
            <option value="rejected">{st('Rejected')}</option>
          </select>
        </div>
        <FollowSort view={view} sort={state.sort} />
      </div>
      <PagedView
        state={state}
        retry={() => void store.retry()}
        loadMore={() => void store.loadMore()}
        emptyMessage={
          filtered
            ? t('adminFollows.noMatch', 'No follow matches these filters.')
            : view === 'followers'
              ? t('admin.follows.noFollowers', 'No instance follows this one yet.')
              : t('admin.follows.noFollowing', 'This instance follows no one yet.')
        }
        countLabel={(n) =>
          view === 'followers'
            ? tn('adminFollows.followersCount', { one: '{count} follower', other: '{count} followers' }, n)
            : tn('adminFollows.followingCount', { one: '{count} followed', other: '{count} followed' }, n)
        }
      >
        {(items) => (
          <ul className="data-list follow-list">
            {items.map((follow) => (
              <FollowItem key={follow.id} follow={follow} view={view} />
            ))}
          </ul>
        )}
      </PagedView>
    </section>
  );
}

function FollowItem({ follow, view }: { follow: Follow; view: FollowDirection }) {
  const t = useT();
  const actor = view === 'followers' ? follow.follower : follow.following;
  const name = actorName(actor);
  const titleId = `follow-${view}-${follow.id}`;
  const url = webUrl(actor.url);
  return (
    <li className="admin-item">
      <div className="item-title" id={titleId}>
        <strong>
          {url ? (
            <a href={url} rel="noopener noreferrer">
              {name}
            </a>
          ) : (
            name
          )}
        </strong>
        {name !== actorHandle(actor) && <span className="muted"> · {actorHandle(actor)}</span>}
      </div>
      <div className="muted">
        <StateBadge state={follow.state} />
        {view === 'followers' && follow.score !== undefined
          ? ` · ${t('admin.follows.score', 'Score {score}', { score: follow.score })}`
          : ''}
        {follow.createdAt ? (
          <>
            {' '}
            · <RelativeTime date={follow.createdAt} />
          </>
        ) : null}
      </div>
      <div className="admin-actions">
        {view === 'following' ? (
          <button
            type="button"
            className="button"
            aria-describedby={titleId}
            onClick={() => void unfollowActor(follow)}
          >
            {t('adminFollows.unfollow', 'Unfollow')}
          </button>
        ) : (
          <>
            {follow.state !== 'accepted' && (
              <button
                type="button"
                className="button"
                aria-describedby={titleId}
                onClick={() => void acceptFollower(follow)}
              >
                {t('admin.follows.accept', 'Accept')}
              </button>
            )}
            {follow.state !== 'rejected' && (
              <button
                type="button"
                className="button"
                aria-describedby={titleId}
                onClick={() => void rejectFollower(follow)}
              >
                {t('admin.follows.reject', 'Reject')}
              </button>
            )}
            {follow.state === 'rejected' && (
              <button
                type="button"
                className="button"
                aria-describedby={titleId}
                onClick={() => void deleteFollower(follow)}
              >
                {t('adminFollows.delete', 'Delete')}
              </button>
            )}
          </>
        )}
      </div>
    </li>
  );
}

export default contained(AdminFollows, 'AdminFollows');
