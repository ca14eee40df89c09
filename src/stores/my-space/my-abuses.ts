// The person's abuse reports (/my-account/abuses) and their messages with the moderators.
import { atom, map, onMount } from 'nanostores';
import { api } from '../instance/api';
import {
  listAbuseMessages,
  listMyAbuses,
  sendAbuseMessage,
  type MyAbuse,
  type MyAbuseMessage,
} from '../../api/my-moderation';
import type { Page } from '../../api/videos';
import { t } from '../../i18n';
import { asApiError, type Loadable } from '../common/loadable';
import { createPagedList } from '../common/start-count-list';
import { createForm, type FormStore } from '../common/form';
import { PAGE_SIZE } from './page-size';

/** The report a link points at: `#12` (fragment) or `?search=#12` (what notifications link to), else null. */
export function abuseTargetFrom(url: { hash: string; search: string }): number | null {
  const search = new URLSearchParams(url.search).get('search') ?? '';
  const match = /^#(\d+)$/.exec(url.hash) ?? /^#(\d+)$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/** What a report is about, for its line: a video (with its watch link), a comment (on a video) or an account. */
export function abuseTarget(abuse: MyAbuse): {
  kind: 'video' | 'comment' | 'account' | 'unknown';
  name: string;
  href: string | null;
} {
  const watch = (v: { shortUUID?: string; uuid?: string } | undefined, thread?: number) =>
    v?.shortUUID || v?.uuid ? `/w/${v.shortUUID || v.uuid}${thread ? `?threadId=${thread}` : ''}` : null;
  if (abuse.video)
    return { kind: 'video', name: abuse.video.name ?? '', href: abuse.video.deleted ? null : watch(abuse.video) };
  if (abuse.comment)
    return {
      kind: 'comment',
      name: abuse.comment.video?.name ?? '',
      href: abuse.comment.deleted ? null : watch(abuse.comment.video, abuse.comment.threadId),
    };
  const account = abuse.flaggedAccount;
  if (account) {
    const handle = account.host ? `${account.name}@${account.host}` : account.name;
    return { kind: 'account', name: account.displayName || account.name || '', href: handle ? `/a/${handle}` : null };
  }
  return { kind: 'unknown', name: '', href: null };
}

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

/** A message to the moderators of a report, being written. */
export interface AbuseMessageValues {
  message: string;
}

const messageForms = new Map<number, FormStore<AbuseMessageValues>>();

/** The message form of a report: one per report for the page's life, so closing and opening its thread keeps what
 *  was typed. 2 to 3000 characters (PeerTube's rule), the server's refusal on the field, emptied once sent and the
 *  thread reloaded. */
export function abuseMessageForm(abuseId: number): FormStore<AbuseMessageValues> {
  let form = messageForms.get(abuseId);
  if (!form) {
    form = createForm<AbuseMessageValues>({
      initial: { message: '' },
      validate: (v) => {
        const length = v.message.trim().length;
        return {
          message:
            length < 2 || length > 3000 ? t('myAbuses.messageLength', 'A message has 2 to 3000 characters.') : '',
        };
      },
      submit: async (v) => {
        await sendAbuseMessage(api, abuseId, v.message.trim());
        await loadAbuseMessages(abuseId);
      },
      saved: () => ({ message: '' }),
    });
    messageForms.set(abuseId, form);
  }
  return form;
}
