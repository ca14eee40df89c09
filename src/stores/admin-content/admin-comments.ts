// Administration, comments (/admin/overview/comments/list): every comment of the instance, held ones included
// (GET /videos/comments), searched by text, account or video and filtered by origin, in the URL; deleting one or the
// ticked ones (optimistic), and asking the server to delete every comment of an account.
import { api } from '../instance/api';
import {
  listAdminComments,
  removeCommentsOf,
  type AdminComment,
  type AdminCommentQuery,
} from '../../api/admin-content';
import { deleteComment } from '../../api/comments';
import { selectableList, type BulkOutcome } from '../admin/admin-bulk';
import { pagedList } from '../common/paged-list';

/** The list's filters ('' = not filtered). */
export type CommentFilters = {
  search: string;
  /** Words in the author's name. */
  account: string;
  /** Words in the video's name. */
  video: string;
  /** 'local' | 'remote' comments. */
  origin: string;
  /** 'true': only comments on this instance's videos. */
  localVideo: string;
  /** An automatic tag. */
  autoTag: string;
};

/** Every filter unset. */
export const NO_COMMENT_FILTERS: CommentFilters = {
  search: '',
  account: '',
  video: '',
  origin: '',
  localVideo: '',
  autoTag: '',
};

/** The GET /videos/comments query for a page. */
export function adminCommentQuery(start: number, count: number, sort: string, f: CommentFilters): AdminCommentQuery {
  return {
    start,
    count,
    sort,
    ...(f.search.trim() && { search: f.search.trim() }),
    ...(f.account.trim() && { searchAccount: f.account.trim() }),
    ...(f.video.trim() && { searchVideo: f.video.trim() }),
    ...(f.origin && { isLocal: f.origin === 'local' }),
    ...(f.localVideo === 'true' && { onLocalVideo: true }),
    ...(f.autoTag && { autoTagOneOf: [f.autoTag] }),
  };
}

const comments = selectableList(
  pagedList<AdminComment, CommentFilters>({
    fetch: ({ start, count, sort, filters }) => listAdminComments(api, adminCommentQuery(start, count, sort, filters)),
    key: (comment) => comment.id,
    sort: '-createdAt',
    filters: NO_COMMENT_FILTERS,
    pageSize: 25,
  }),
);

/** The list: items, total, status, sort and filters. */
export const $adminComments = comments.list.$state;
/** Loads the next page. */
export const loadMoreAdminComments = comments.list.loadMore;
/** Tries the failed page again. */
export const retryAdminComments = comments.list.retry;
/** Starts the list over. */
export const reloadAdminComments = comments.list.reload;
/** Ids of the ticked rows. */
export const $selectedComments = comments.$selected;
/** Ticks or unticks one row. */
export const toggleCommentSelected = comments.toggle;
/** Ticks the given rows (or none). */
export const selectComments = comments.select;
/** Changes filters (clearing the selection). */
export const filterAdminComments = comments.filter;
/** Newest or oldest first. */
export const sortAdminComments = comments.sort;

/** The author's handle as the API takes it: `name@host` (this client may live on another origin). */
export function authorHandle(comment: AdminComment): string {
  const account = comment.account;
  if (!account?.name) return '';
  return account.host ? `${account.name}@${account.host}` : account.name;
}

/** Deletes comments (a thread's replies go with it). */
export function deleteComments(list: AdminComment[]): Promise<BulkOutcome<AdminComment>> {
  return comments.each(list, 'remove', (c) => deleteComment(api, c.video?.id ?? c.videoId ?? 0, c.id));
}

/**
 * Asks the server to delete every comment of the comment's author on the instance. PeerTube answers at once and
 * deletes them in the background, so their rows leave the list now rather than on the next reload.
 */
export async function deleteAllCommentsOf(comment: AdminComment): Promise<void> {
  const handle = authorHandle(comment);
  await removeCommentsOf(api, handle, 'instance');
  for (const row of comments.list.$state.get().items) if (authorHandle(row) === handle) comments.list.remove(row.id);
  $selectedComments.set(
    $selectedComments.get().filter((id) => comments.list.$state.get().items.some((c) => c.id === id)),
  );
}
