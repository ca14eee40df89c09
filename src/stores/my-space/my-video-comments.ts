// Comments on the person's videos (/my-account/videos/comments): held ones to approve, any to delete.
import { atom, onMount } from 'nanostores';
import { api } from '../instance/api';
import { deleteComment } from '../../api/comments';
import { approveComment, listMyVideoComments, type MyVideoComment } from '../../api/my-moderation';
import { t } from '../../i18n';
import { confirm } from '../shell/confirm';
import { toast } from '../shell/toasts';
import { asApiError } from '../common/loadable';
import { createPagedList } from '../common/start-count-list';
import { PAGE_SIZE } from './page-size';

/** The comments filter from `?search=`: PeerTube's `heldForReview:true` token, the rest is free text. */
export function commentFilterFrom(search: string): { heldOnly: boolean; text: string } {
  const value = new URLSearchParams(search).get('search') ?? '';
  const tokens = value.split(/\s+/).filter(Boolean);
  return {
    heldOnly: tokens.includes('heldForReview:true'),
    text: tokens.filter((w) => !w.startsWith('heldForReview:')).join(' '),
  };
}

/** Show only comments held for review (from `?search=heldForReview:true`, or the checkbox). */
export const $heldOnly = atom(false);
let commentText = '';

const comments = createPagedList<MyVideoComment>(
  (start, count) =>
    listMyVideoComments(api, {
      start,
      count,
      isHeldForReview: $heldOnly.get() || undefined,
      search: commentText || undefined,
    }),
  PAGE_SIZE,
);
/** Comments on the user's videos loaded so far. */
export const $myVideoComments = comments.$state;
/** Loads the next page of comments. */
export const loadMoreComments = comments.loadMore;
/** Starts the comments over. */
export const reloadComments = comments.reload;

onMount($myVideoComments, () => {
  if (typeof location !== 'undefined') {
    const filter = commentFilterFrom(location.search);
    $heldOnly.set(filter.heldOnly);
    commentText = filter.text;
  }
  void comments.reload();
});

/** Switches the held-for-review filter and keeps it in the URL (the form notifications link to). */
export function setHeldOnly(heldOnly: boolean): void {
  if ($heldOnly.get() === heldOnly) return;
  $heldOnly.set(heldOnly);
  const tokens = [heldOnly ? 'heldForReview:true' : '', commentText].filter(Boolean).join(' ');
  const url = new URL(location.href);
  if (tokens) url.searchParams.set('search', tokens);
  else url.searchParams.delete('search');
  history.replaceState(history.state, '', url);
  void comments.reload();
}

/** Pending actions on comments, by comment id, so their buttons can be disabled meanwhile. */
export const $commentBusy = atom<Record<number, true>>({});
const busy = (id: number, on: boolean) => {
  const { [id]: _, ...rest } = $commentBusy.get();
  $commentBusy.set(on ? { ...rest, [id]: true } : rest);
};

/** Publishes a held comment: it leaves the held-only list; the full list is refreshed. */
export async function approveVideoComment(comment: MyVideoComment): Promise<void> {
  if (comment.video?.id == null) return;
  busy(comment.id, true);
  try {
    await approveComment(api, comment.video.id, comment.id);
    toast({ severity: 'success', summary: t('myComments.approved', 'Comment approved') });
    if ($heldOnly.get()) comments.remove((c) => c.id === comment.id);
    else await comments.reload();
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
  } finally {
    busy(comment.id, false);
  }
}

/** Deletes a comment after confirmation; it leaves the list. */
export async function deleteVideoComment(comment: MyVideoComment): Promise<void> {
  if (comment.video?.id == null) return;
  const name = comment.account?.displayName || comment.account?.name || '';
  const answer = await confirm({
    title: t('myComments.deleteTitle', 'Delete comment'),
    message: t('myComments.deleteConfirm', 'Delete this comment by {name}? Its replies are deleted too.', { name }),
    confirmButtonText: t('myComments.delete', 'Delete'),
  });
  if (!answer.confirmed) return;
  busy(comment.id, true);
  try {
    await deleteComment(api, comment.video.id, comment.id);
    comments.remove((c) => c.id === comment.id);
    toast({ severity: 'success', summary: t('myComments.deleted', 'Comment deleted') });
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
  } finally {
    busy(comment.id, false);
  }
}
