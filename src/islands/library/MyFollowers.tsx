import { useCallback } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { myFollowers } from '../../stores/library/my-followers';
import type { ActorFollow } from '../../api/types';
import { RowAvatar } from '../common/Avatar';
import Rows from '../common/Rows';
import { useRowContext } from '../common/useRowContext';
import { followersTexts, followerView, type FollowerView } from '../../lib/rows/my-followers';
import ListSearch from '../common/ListSearch';
import PagedView, { type ListViewProps } from '../common/PagedView';
import AccountOnly from '../shell/AccountOnly';
import { contained } from '../common/contained';

/** One follower from its view (lib/rows/my-followers.ts): avatar, name and handle, which channel they follow and
 *  since when (the early paint's template is this, from a template view). */
export function FollowerRow({ view }: { view: FollowerView }) {
  const { text, attr } = view;
  return (
    <li>
      <RowAvatar view={view} size={40} shape="circle" />
      <span className="blocklist-name">
        <a href={attr.link} data-v="name" data-a="href:link">
          {text.name}
        </a>{' '}
        <span className="muted" data-v="handle">
          {text.handle}
        </span>
      </span>
      <span className="muted">
        <span data-v="follows">{text.follows}</span>{' '}
        <a href={attr.followingLink} data-v="following" data-a="href:followingLink">
          {text.following}
        </a>
        {' · '}
        <time dateTime={attr.since} data-v="date" data-a="datetime:since">
          {text.date}
        </time>
      </span>
    </li>
  );
}

/** The list's search box (inert in the early paint's copy). */
export function FollowerSearch({ search, onSearch }: { search: string; onSearch?: (search: string) => void }) {
  const t = useT();
  return <ListSearch value={search} onSearch={onSearch} label={t('followers.search', 'Search your followers')} />;
}

/** Props of the list: its state, the search (for the empty message), and the list's actions (none in the early paint's template). */
export interface FollowerListProps extends ListViewProps<ActorFollow> {
  search: string;
}

/** The count, the followers and "Load more". */
export function FollowerList({ state, search, retry, loadMore }: FollowerListProps) {
  const t = useT();
  const tn = useTn();
  const ctx = useRowContext();
  return (
    <PagedView
      state={state}
      auto
      retry={retry}
      loadMore={loadMore}
      emptyMessage={
        search
          ? t('followers.noMatch', 'No follower matches this search.')
          : t('followers.empty', 'Nobody follows your channels yet.')
      }
      countLabel={(n) => followersTexts.count!(n, { tn })}
    >
      {(items: ActorFollow[]) => {
        const views = items.map((follow) => followerView(follow, ctx));
        return (
          <Rows className="plain-list blocklist" label={followersTexts.list(t)} views={views}>
            {items.map((follow, i) => (
              <FollowerRow key={follow.id} view={views[i]!} />
            ))}
          </Rows>
        );
      }}
    </PagedView>
  );
}

const retry = () => void myFollowers.retry();
const loadMore = () => void myFollowers.loadMore();

function Followers() {
  const state = useStore(myFollowers.$state);
  const onSearch = useCallback((search: string) => void myFollowers.setFilters({ search }), []);
  return (
    <>
      <FollowerSearch search={state.filters.search} onSearch={onSearch} />
      <FollowerList state={state} search={state.filters.search} retry={retry} loadMore={loadMore} />
    </>
  );
}

/** /my-library/followers: who follows the person's channels and account, with search. */
function MyFollowers() {
  return (
    <AccountOnly>
      <Followers />
    </AccountOnly>
  );
}

export default contained(MyFollowers, 'MyFollowers');
