import { useStore } from '@nanostores/react';
import { Right } from '../../lib/rights';
import { useT } from '../../i18n/useT';
import { useAction } from '../common/useAction';
import type { Follow } from '../../api/admin';
import { $followers, $following, decideOnFollower, followHandle, loadFollowers, loadFollowing, webUrl } from '../../stores/admin';
import Remote from '../common/Remote';
import RelativeTime from '../common/RelativeTime';
import { useAccess } from '../shell/useAccess';
import AdminTabs from './AdminTabs';
import StateBadge from './StateBadge';
import { contained } from '../common/contained';

const HREF = { followers: '/admin/follows/followers-list', following: '/admin/follows/following-list' } as const;

/** Props: which side of the instance's follows the page lists. */
export interface AdminFollowsProps {
  view: keyof typeof HREF;
}

/** Follows: who follows this instance (pending ones accepted or rejected) and whom it follows (manage-server-follow right). */
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
      <AdminTabs label={t('admin.follows.sections', 'Follows sections')} tabs={tabs} current={HREF[view]} user={user} />
      <h2>{view === 'followers' ? t('admin.follows.followersTitle', 'Instances following this one') : t('admin.follows.followingTitle', 'Instances this one follows')}</h2>
      <FollowList view={view} />
    </>
  );
}

function FollowList({ view }: AdminFollowsProps) {
  const t = useT();
  const state = useStore(view === 'followers' ? $followers : $following);
  return (
    <Remote state={state} retry={() => void (view === 'followers' ? loadFollowers() : loadFollowing())} isEmpty={(d) => !d.data?.length}
      emptyMessage={view === 'followers' ? t('admin.follows.noFollowers', 'No instance follows this one yet.') : t('admin.follows.noFollowing', 'This instance follows no one yet.')}>
      {(page) => (
        <ul className="data-list">
          {page.data.map((follow) => <FollowItem key={follow.id} follow={follow} view={view} />)}
        </ul>
      )}
    </Remote>
  );
}

function FollowItem({ follow, view }: { follow: Follow; view: AdminFollowsProps['view'] }) {
  const t = useT();
  const [busy, run] = useAction();
  const actor = view === 'followers' ? follow.follower : follow.following;
  const handle = followHandle(actor);
  const titleId = `follow-title-${follow.id}`;
  const url = webUrl(actor.url);
  async function decide(decision: 'accept' | 'reject') {
    await run(() => decideOnFollower(follow, decision), decision === 'accept'
      ? t('admin.follows.accepted', '{handle} is now following this instance', { handle })
      : t('admin.follows.rejected', 'Follow request of {handle} rejected', { handle }));
  }
  return (
    <li className="admin-item">
      <div className="item-title" id={titleId}>
        <strong>{url ? <a href={url} rel="noopener noreferrer">{actor.host ?? handle}</a> : actor.host ?? handle}</strong>
        <span className="muted"> · {handle}</span>
      </div>
      <div className="muted">
        <StateBadge state={follow.state} />
        {follow.score !== undefined ? ` · ${t('admin.follows.score', 'Score {score}', { score: follow.score })}` : ''}
        {follow.createdAt ? <> · <RelativeTime date={follow.createdAt} /></> : null}
      </div>
      {view === 'followers' && follow.state === 'pending' ? (
        <div className="admin-actions">
          <button type="button" className="button" aria-describedby={titleId} disabled={busy} onClick={() => void decide('accept')}>
            {t('admin.follows.accept', 'Accept')}
          </button>
          <button type="button" className="button" aria-describedby={titleId} disabled={busy} onClick={() => void decide('reject')}>
            {t('admin.follows.reject', 'Reject')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

export default contained(AdminFollows, 'AdminFollows');
