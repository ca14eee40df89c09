import { useCallback } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { $language } from '../../i18n';
import { myFollowers } from '../../stores/my-followers';
import { channelHandle } from '../../stores/my-subscriptions';
import type { ActorFollow } from '../../api/types';
import { formatDate } from '../../lib/format';
import Avatar from '../common/Avatar';
import ListSearch from '../common/ListSearch';
import PagedView from '../common/PagedView';
import LoginRequired from './LoginRequired';
import { contained } from '../common/contained';

function Followers() {
  const t = useT();
  const tn = useTn();
  const state = useStore(myFollowers.$state);
  const language = useStore($language);
  const onSearch = useCallback((search: string) => void myFollowers.setFilters({ search }), []);
  return (
    <>
      <ListSearch value={state.filters.search} onSearch={onSearch} label={t('followers.search', 'Search your followers')} />
      <PagedView
        state={state}
        auto
        retry={() => void myFollowers.retry()}
        loadMore={() => void myFollowers.loadMore()}
        emptyMessage={state.filters.search ? t('followers.noMatch', 'No follower matches this search.') : t('followers.empty', 'Nobody follows your channels yet.')}
        countLabel={(n) => tn('followers.count', { one: '{count} follower', other: '{count} followers' }, n)}
      >
        {(items: ActorFollow[]) => (
          <ul className="plain-list blocklist" aria-label={t('followers.list', 'Your followers')}>
            {items.map((follow) => {
              const who = channelHandle(follow.follower);
              const whom = channelHandle(follow.following);
              const name = follow.follower.name;
              return (
                <li key={follow.id}>
                  <Avatar name={name} avatars={follow.follower.avatars} size={40} />
                  <span className="blocklist-name"><a href={`/a/${who}`}>{name}</a> <span className="muted">@{who}</span></span>
                  <span className="muted">
                    {t('followers.follows', 'follows')} <a href={`/c/${whom}`}>{follow.following.name}</a>
                    {' · '}<time dateTime={String(follow.createdAt)}>{formatDate(follow.createdAt, language)}</time>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </PagedView>
    </>
  );
}

/** /my-library/followers: who follows the person's channels and account, with search. */
function MyFollowers() {
  return <LoginRequired><Followers /></LoginRequired>;
}

export default contained(MyFollowers, 'MyFollowers');
