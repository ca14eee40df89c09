// Who follows the person's channels and account (/my-library/followers): every page, a search kept in the URL.
import { api } from '../api';
import { listAccountFollowers } from '../api/ownership';
import type { ActorFollow } from '../api/types';
import { myUsername } from './my-space';
import { pagedList } from './paged-list';

/** The followers of the person's account and channels, newest first. */
export const myFollowers = pagedList<ActorFollow, { search: string }>({
  fetch: async ({ start, count, sort, filters }) => listAccountFollowers(api, await myUsername(), { start, count, sort, search: filters.search || undefined }),
  key: (follow) => follow.id,
  sort: '-createdAt',
  filters: { search: '' },
});
