import { atom, computed, map } from 'nanostores';
import { api } from '../instance/api';
import {
  createCommentThread,
  deleteComment,
  getCommentThread,
  listCommentThreads,
  replyToComment,
} from '../../api/comments';
import type { Me } from '../../api/users';
import { hasRight, Right } from '../../lib/rights';
import type { DeepPartial, VideoComment, VideoCommentThreadTree } from '../../api/types';
import { asApiError, type Loadable } from '../common/loadable';
import { createForm, type FormStore } from '../common/form';
import { LIMITS } from '../../lib/constraints';
import { lengthError } from '../../lib/validators';
import { readDraft } from '../../lib/drafts';
import { $me } from '../session/user';
import { $video } from './watch';
import { runHook } from '../plugins/run-hook';

/** A comment as the client reads it. */
export type Comment = DeepPartial<VideoComment> & { id: number; threadId?: number };

/** A reply tree as the client reads it. */
export type CommentTree = DeepPartial<VideoCommentThreadTree>;

/** Threads shown per page ("Load more comments" fetches the next page). */
export const THREADS_PAGE_SIZE = 10;

/** The top-level comments of the video, newest first, and how many there are. */
export const $threads = atom<Loadable<{ total: number; data: Comment[] }>>({ status: 'idle' });

/** Loaded replies by thread id. */
export const $replies = map<Record<number, Loadable<CommentTree>>>({});

let videoId: string | number | null = null;

/** Loads the first page of threads of a video (or, with `more`, the next page). */
export async function loadThreads(id: string | number = videoId ?? '', more = false): Promise<void> {
  if (!more) {
    videoId = id;
    $replies.set({});
  }
  const current = $threads.get().data;
  const start = more && current ? current.data.length : 0;
  $threads.set({ status: 'loading', data: more ? current : undefined });
  try {
    // PeerTube's params: the video and the page (its componentPagination, as start/count here) and the sort.
    const params = { videoId: id, start, count: THREADS_PAGE_SIZE, sort: '-createdAt' };
    const asked = await runHook('filter:api.video-watch.video-threads.list.params', params);
    const answer = await listCommentThreads(api, asked.videoId, {
      start: asked.start,
      count: asked.count,
      sort: asked.sort,
    });
    const page = await runHook('filter:api.video-watch.video-threads.list.result', answer, params);
    if (id !== videoId) return;
    const data = [...(more && current ? current.data : []), ...(page.data as Comment[])];
    $threads.set({ status: 'ready', data: { total: page.total, data } });
    void runHook('action:video-watch.video-threads.loaded', undefined, { data: { start, total: page.total } });
  } catch (error) {
    if (id === videoId) $threads.set({ status: 'error', error: asApiError(error), data: more ? current : undefined });
  }
}

/** Loads (or reloads) the replies of a thread. */
export async function loadReplies(threadId: number): Promise<void> {
  if (videoId === null) return;
  $replies.setKey(threadId, { status: 'loading' });
  try {
    const params = { videoId, threadId };
    const asked = await runHook('filter:api.video-watch.video-thread-replies.list.params', params);
    const answer = await getCommentThread(api, asked.videoId, asked.threadId);
    const tree = await runHook('filter:api.video-watch.video-thread-replies.list.result', answer, params);
    $replies.setKey(threadId, { status: 'ready', data: tree });
    void runHook('action:video-watch.video-thread-replies.loaded', undefined, { data: tree });
  } catch (error) {
    $replies.setKey(threadId, { status: 'error', error: asApiError(error) });
  }
}

/** Posts a new thread and shows it first; throws the ApiError for the form to show. */
export async function postComment(text: string): Promise<void> {
  if (videoId === null) return;
  const { comment } = await createCommentThread(api, videoId, text);
  const current = $threads.get().data ?? { total: 0, data: [] };
  $threads.set({ status: 'ready', data: { total: current.total + 1, data: [comment as Comment, ...current.data] } });
}

/** Replies to a comment of a thread, then reloads that thread's replies to show it in place. */
export async function postReply(threadId: number, commentId: number, text: string): Promise<void> {
  if (videoId === null) return;
  await replyToComment(api, videoId, commentId, text);
  const current = $threads.get().data;
  if (current) {
    const data = current.data.map((c) => (c.id === threadId ? { ...c, totalReplies: (c.totalReplies ?? 0) + 1 } : c));
    $threads.set({ status: 'ready', data: { ...current, data } });
  }
  await loadReplies(threadId);
}

/** A comment or reply form's one field. */
export interface CommentValues {
  text: string;
}

const forms = new Map<string, FormStore<CommentValues>>();

/** The form of a new comment (`draft` `comment:<video>`) or a reply (`reply:<video>:<comment>`): one per draft name
 *  for the page's life (a reply closed and opened again keeps its text), its text kept in this browser until sent. */
export function commentForm(draft: string, send: (text: string) => Promise<void>): FormStore<CommentValues> {
  let form = forms.get(draft);
  if (!form) {
    form = createForm<CommentValues>({
      initial: { text: '' },
      draft,
      validate: (v) => ({ text: lengthError(v.text, LIMITS.comment.text) }),
      submit: (v) => send(v.text.trim()),
      saved: () => ({ text: '' }),
    });
    forms.set(draft, form);
  }
  return form;
}

/** The new-comment form of video `video` (the one whose threads are listed). */
export const newCommentForm = (video: string | number) => commentForm(`comment:${video}`, postComment);

/** The form replying to comment `commentId` of thread `threadId`, on the video whose threads are listed. */
export const replyForm = (threadId: number, commentId: number) =>
  commentForm(`reply:${videoId}:${commentId}`, (text) => postReply(threadId, commentId, text));

/** Whether a reply to this comment was being written (its form then opens with the text). */
export const hasReplyDraft = (commentId: number) => !!readDraft(`reply:${videoId}:${commentId}`);

/** Who may delete comments here: the logged-in person and the watched video's owner (account ids). */
export const $commentDeleters = computed([$me, $video], (me, video) => ({
  me: me.data ?? null,
  owner: video.data?.account?.id,
}));

/** Whether `me` may delete a comment: its author, the video's owner, or a moderator (PeerTube's rule). */
export function canDeleteComment(
  me: Me | null | undefined,
  comment: Comment,
  videoOwnerAccountId: number | undefined,
): boolean {
  const mine = me?.account?.id;
  if (mine === undefined || comment.isDeleted) return false;
  return mine === comment.account?.id || mine === videoOwnerAccountId || hasRight(me, Right.manageAnyVideoComment);
}

/** Deletes a comment (a thread goes with its replies), then shows the list without it; throws the ApiError. */
export async function removeComment(comment: Comment, threadId: number): Promise<void> {
  if (videoId === null) return;
  await deleteComment(api, videoId, comment.id);
  const current = $threads.get().data;
  if (comment.id === threadId) {
    if (current)
      $threads.set({
        status: 'ready',
        data: { total: Math.max(0, current.total - 1), data: current.data.filter((c) => c.id !== threadId) },
      });
    $replies.setKey(threadId, undefined as never);
    return;
  }
  if (current) {
    const data = current.data.map((c) =>
      c.id === threadId ? { ...c, totalReplies: Math.max(0, (c.totalReplies ?? 1) - 1) } : c,
    );
    $threads.set({ status: 'ready', data: { ...current, data } });
  }
  await loadReplies(threadId);
}
