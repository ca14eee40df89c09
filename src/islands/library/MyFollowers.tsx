import { useCallback } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { $language } from '../../i18n';
import { myFollowers } from '../../stores/library/my-followers';
import type { ActorFollow } from '../../api/types';
import { channelHandle, formatDate } from '../../lib/format';
import Avatar from '../common/Avatar';
import ListSearch from '../common/ListSearch';
import PagedView, { type ListViewProps } from '../common/PagedView';
import LoginRequired from './LoginRequired';
import { contained } from '../common/contained';

/** One follower: avatar, name and handle, which channel they follow and since when (filled by the early paint too,
 *  lib/early-rows.ts). */
export function FollowerRow({ follow }: { follow: ActorFollow }) {
  const t = useT();
  const language = useStore($language);
  const who = channelHandle(follow.follower);
  const whom = channelHandle(follow.following);
  const name = follow.follower.name;
  return (
    <li>
      <Avatar name={name} avatars={follow.follower.avatars} size={40} />
      <span className="blocklist-name">
        <a href={`/a/${who}`}>{name}</a> <span className="muted">@{who}</span>
      </span>
      <span className="muted">
        {t('followers.follows', 'follows')} <a href={`/c/${whom}`}>{follow.following.name}</a>
        {' · '}
        <time dateTime={String(follow.createdAt)}>{formatDate(follow.createdAt, language)}</time>
      </span>
    </li>
  );
}

/** The list's search box (inert in the early paint's copy). */
export function FollowerSearch({ search, onSearch }: { search: string; onSearch?: (search: string) => void }) {
  const t = useT();
  return <ListSearch value={search} onSearch={onSearch} label={t('followers.search', 'Search your followers')} />;
}

/** Props of the list: its state, the search (for the empty message), and the list's actions (none in the early paint's sample). */
export interface FollowerListProps extends ListViewProps<ActorFollow> {
  search: string;
}

/** The count, the followers and "Load more". */
export function FollowerList({ state, search, retry, loadMore }: FollowerListProps) {
  const t = useT();
  const tn = useTn();
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
      countLabel={(n) => tn('followers.count', { one: '{count} follower', other: '{count} followers' }, n)}
    >
      {(items: ActorFollow[]) => (
        <ul className="plain-list blocklist" aria-label={t('followers.list', 'Your followers')}>
          {items.map((follow) => (
            <FollowerRow key={follow.id} follow={follow} />
          ))}
        </ul>
      )}
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
    <LoginRequired>
      <Followers />
    </LoginRequired>
  );
}

export default contained(MyFollowers, 'MyFollowers');
