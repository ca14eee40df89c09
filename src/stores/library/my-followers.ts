// Who follows the person's channels and account (/my-library/followers): every page, a search kept in the URL.
import { api } from '../instance/api';
import { listAccountFollowers } from '../../api/ownership';
import type { ActorFollow } from '../../api/types';
import { myUsername } from '../session/account-name';
import { pagedList, type ListQuery } from '../common/paged-list';
import type { Api } from '../../api/client';

/** One page of the followers of account `name`, asked of `client` (the page's early request runs it through a
 *  recorder with the `{account}` placeholder). */
export const myFollowersPage =
  (client: Api, name: string) =>
  ({ start, count, sort, filters }: ListQuery<{ search: string }>) =>
    listAccountFollowers(client, name, { start, count, sort, search: filters.search || undefined });

/** The followers of the person's account and channels, newest first. */
export const myFollowers = pagedList<ActorFollow, { search: string }>({
  fetch: async (query) => myFollowersPage(api, await myUsername())(query),
  key: (follow) => follow.id,
  sort: '-createdAt',
  filters: { search: '' },
});
