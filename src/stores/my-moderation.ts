// A person's own moderation pages: their abuse reports (and messages with moderators), their video imports and the
// comments on their videos. Lists page with "Load more"; actions update the lists they change.
import { atom, map, onMount } from 'nanostores';
import { api } from '../api';
import type { Api } from '../api/client';
import { deleteComment } from '../api/comments';
import {
  approveComment, listAbuseMessages, listMyAbuses, listMyImports, listMyVideoComments, sendAbuseMessage,
  type MyAbuse, type MyAbuseMessage, type MyImport, type MyVideoComment,
} from '../api/my-moderation';
import type { Page } from '../api/videos';
import { t } from '../i18n';
import { confirm } from './confirm';
import { asApiError, type Loadable } from './loadable';
import { toast } from './toasts';
import { createPagedList } from './videos-list';

/** Items per request of the lists below. */
export const PAGE_SIZE = 10;

/** The report a link points at: `#12` (fragment) or `?search=#12` (what notifications link to), else null. */
export function abuseTargetFrom(url: { hash: string; search: string }): number | null {
  const search = new URLSearchParams(url.search).get('search') ?? '';
  const match = /^#(\d+)$/.exec(url.hash) ?? /^#(\d+)$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/** The comments filter from `?search=`: PeerTube's `heldForReview:true` token, the rest is free text. */
export function commentFilterFrom(search: string): { heldOnly: boolean; text: string } {
  const value = new URLSearchParams(search).get('search') ?? '';
  const tokens = value.split(/\s+/).filter(Boolean);
  return { heldOnly: tokens.includes('heldForReview:true'), text: tokens.filter((w) => !w.startsWith('heldForReview:')).join(' ') };
}

/** What a report is about, for its line: a video (with its watch link), a comment (on a video) or an account. */
export function abuseTarget(abuse: MyAbuse): { kind: 'video' | 'comment' | 'account' | 'unknown'; name: string; href: string | null } {
  const watch = (v: { shortUUID?: string; uuid?: string } | undefined, thread?: number) =>
    v?.shortUUID || v?.uuid ? `/w/${v.shortUUID || v.uuid}${thread ? `?threadId=${thread}` : ''}` : null;
  if (abuse.video) return { kind: 'video', name: abuse.video.name ?? '', href: abuse.video.deleted ? null : watch(abuse.video) };
  if (abuse.comment) return { kind: 'comment', name: abuse.comment.video?.name ?? '', href: abuse.comment.deleted ? null : watch(abuse.comment.video, abuse.comment.threadId) };
  const account = abuse.flaggedAccount;
  if (account) {
    const handle = account.host ? `${account.name}@${account.host}` : account.name;
    return { kind: 'account', name: account.displayName || account.name || '', href: handle ? `/a/${handle}` : null };
  }
  return { kind: 'unknown', name: '', href: null };
}

// --- abuse reports ---

const abuses = createPagedList<MyAbuse>((start, count) => listMyAbuses(api, { start, count }), PAGE_SIZE);
/** The user's reports loaded so far. */
export const $myAbuses = abuses.$state;
/** The report the URL points at (highlighted and focused), or null. */
export const $abuseTarget = atom<number | null>(null);

/** Loads the next page of reports. */
export const loadMoreAbuses = abuses.loadMore;

/** Starts the list over; with a target report, keeps loading until it is on screen (reports are few). */
export async function reloadAbuses(): Promise<void> {
  await abuses.reload();
  const target = $abuseTarget.get();
  for (let i = 0; target !== null && i < 10; i++) {
    const s = $myAbuses.get();
    if (s.status !== 'ready' || !s.hasMore || s.items.some((a) => a.id === target)) break;
    await abuses.loadMore();
  }
}

onMount($myAbuses, () => {
  if (typeof location === 'undefined') return;
  $abuseTarget.set(abuseTargetFrom(location));
  void reloadAbuses();
  // A link to another report of this page only changes the fragment: follow it without a reload.
  const follow = () => $abuseTarget.set(abuseTargetFrom(location));
  addEventListener('hashchange', follow);
  return () => removeEventListener('hashchange', follow);
});

/** Messages of each report whose thread has been opened, by report id. */
export const $abuseMessages = map<Record<string, Loadable<Page<MyAbuseMessage>>>>({});

/** (Re)loads the messages of a report. */
export async function loadAbuseMessages(abuseId: number): Promise<void> {
  const key = String(abuseId);
  $abuseMessages.setKey(key, { status: 'loading', data: $abuseMessages.get()[key]?.data });
  try {
    $abuseMessages.setKey(key, { status: 'ready', data: await listAbuseMessages(api, abuseId) });
  } catch (error) {
    $abuseMessages.setKey(key, { status: 'error', error: asApiError(error), data: $abuseMessages.get()[key]?.data });
  }
}

/** Sends a message to the moderators of a report, then shows the updated thread; resolves to an error text or null. */
export async function sendMessage(abuseId: number, message: string): Promise<string | null> {
  const text = message.trim();
  if (text.length < 2 || text.length > 3000) return t('myAbuses.messageLength', 'A message has 2 to 3000 characters.');
  try {
    await sendAbuseMessage(api, abuseId, text);
  } catch (error) {
    return asApiError(error).message;
  }
  await loadAbuseMessages(abuseId);
  return null;
}

// --- video imports ---

/** One page of the user's imports, asked of `client` (the page's early request runs it through a recorder). */
export const myImportsPage = (client: Api) => (start: number, count: number) => listMyImports(client, { start, count });
const imports = createPagedList<MyImport>(myImportsPage(api), PAGE_SIZE);
/** The user's video imports loaded so far. */
export const $myImports = imports.$state;
/** Loads the next page of imports. */
export const loadMoreImports = imports.loadMore;
/** Starts the imports over. */
export const reloadImports = imports.reload;
onMount($myImports, () => void imports.reload());

// --- comments on my videos ---

/** Show only comments held for review (from `?search=heldForReview:true`, or the checkbox). */
export const $heldOnly = atom(false);
let commentText = '';

const comments = createPagedList<MyVideoComment>(
  (start, count) => listMyVideoComments(api, { start, count, isHeldForReview: $heldOnly.get() || undefined, search: commentText || undefined }),
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
