// Federation (/admin/follows/following-list, /admin/follows/followers-list): whom the instance follows and who follows
// it as paged lists (search, state and sort in the URL), the follow form (several hosts or handles, one a line, checked
// as PeerTube's client checks them), unfollow, and accept / reject / delete followers, each applied at once and undone
// when the server refuses. Islands render this and call it; they never fetch.
import { api } from '../instance/api';
import {
  decideFollower,
  followActors,
  listFollows,
  removeFollower,
  unfollow,
  type Follow,
  type FollowActor,
  type FollowState,
} from '../../api/admin-settings';
import { t, tn } from '../../i18n';
import { confirm } from '../shell/confirm';
import { createForm } from '../common/form';
import { asApiError } from '../common/loadable';
import { pagedList, type PagedListStore } from '../common/paged-list';
import { toast } from '../shell/toasts';

/** The follow lists' filters: words in the host or actor name, and '' (all) or a state. */
export type FollowFilters = { search: string; state: '' | FollowState };
/** Which list: whom the instance follows, or who follows it. */
export type FollowDirection = 'following' | 'followers';

/** Columns each list sorts by (PeerTube's INSTANCE_FOLLOWING / INSTANCE_FOLLOWERS sortable columns, less redundancy). */
export const FOLLOW_SORTS: Record<FollowDirection, readonly string[]> = {
  following: ['createdAt', 'state'],
  followers: ['createdAt', 'state', 'score'],
};

const list = (direction: FollowDirection) =>
  pagedList<Follow, FollowFilters>({
    fetch: ({ start, count, sort, filters }) =>
      listFollows(api, direction, {
        start,
        count,
        sort,
        search: filters.search.trim() || undefined,
        state: filters.state || undefined,
      }),
    key: (follow) => follow.id,
    sort: '-createdAt',
    filters: { search: '', state: '' },
    pageSize: 25,
  });

/** The two lists. */
export const followLists: Record<FollowDirection, PagedListStore<Follow, FollowFilters>> = {
  following: list('following'),
  followers: list('followers'),
};

/** Sorts a list by a column: the same column again flips the direction; dates start newest first. */
export function sortFollowsBy(direction: FollowDirection, column: string): Promise<void> {
  const store = followLists[direction];
  const current = store.$state.get().sort;
  const next =
    current === column
      ? `-${column}`
      : current === `-${column}`
        ? column
        : column === 'createdAt' || column === 'score'
          ? `-${column}`
          : column;
  return store.setSort(next);
}

/** A follow's actor as the handle the endpoints take (`name@host`; an instance's actor is `peertube`). */
export function actorHandle(actor: FollowActor): string {
  return `${actor.name ?? 'peertube'}@${actor.host ?? ''}`;
}

/** How a person reads the actor: the host for an instance, the handle for a channel or an account. */
export function actorName(actor: FollowActor): string {
  return !actor.name || actor.name === 'peertube' ? (actor.host ?? '') : actorHandle(actor);
}

// ----------------------------------------------------------------------------------------------------------------
// The follow form.

// PeerTube's client host rule (host-validators.ts validateHost), with its dots escaped: labels of letters, digits and
// inner hyphens separated by dots, no scheme, no port, no path.
const HOST =
  /^(([a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])\.)*([A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9])$/;

/** The lines of the follow box: trimmed, empty ones dropped (PeerTube's splitAndGetNotEmpty). */
export const followLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Whether a line is a host (`example.com`) or a handle (`channel@example.com`), as PeerTube's client accepts them. */
export const isHostOrHandle = (line: string): boolean => HOST.test(line) || line.includes('@');

/** '' when the box holds hosts or handles, one a line, with no duplicate; else why not, naming the lines at fault. */
export function hostsOrHandlesError(text: string): string {
  const lines = followLines(text);
  if (!lines.length) return t('adminFollows.rule.required', 'Enter at least one host or handle.');
  const bad = lines.filter((line) => !isHostOrHandle(line));
  if (bad.length)
    return t(
      'adminFollows.rule.invalid',
      'Hosts or handles are invalid: {lines}. Write a host without "https://" (example.com) or a handle (channel@example.com).',
      { lines: bad.join(', ') },
    );
  const seen = new Set<string>();
  const twice = lines.filter((line) => (seen.has(line) ? true : (seen.add(line), false)));
  if (twice.length)
    return t('adminFollows.rule.duplicates', 'Hosts or handles contain duplicates: {lines}.', {
      lines: [...new Set(twice)].join(', '),
    });
  return '';
}

/** What the follow endpoint takes: lines with an @ are handles (a leading @ dropped), the others hosts. */
export function followBody(text: string): { hosts: string[]; handles: string[] } {
  const lines = followLines(text);
  return {
    hosts: lines.filter((l) => !l.includes('@')),
    handles: lines.filter((l) => l.includes('@')).map((l) => l.replace(/^@/, '')),
  };
}

/** The follow form: one box, several lines. */
export const followForm = createForm<{ hostsOrHandles: string }>({
  initial: { hostsOrHandles: '' },
  validate: ({ hostsOrHandles }) => {
    const error = hostsOrHandlesError(hostsOrHandles);
    return error ? { hostsOrHandles: error } : {};
  },
  submit: ({ hostsOrHandles }) => followActors(api, followBody(hostsOrHandles)),
  // The server's refusals of either list belong to the one box.
  fieldOf: { hosts: 'hostsOrHandles', handles: 'hostsOrHandles' },
  saved: () => ({ hostsOrHandles: '' }),
});

/** Sends the follow requests; on success empties the box, says how many were sent and shows them in the list. */
export async function submitFollow(): Promise<boolean> {
  const count = followLines(followForm.$values.get()?.hostsOrHandles ?? '').length;
  const ok = await followForm.submit();
  if (!ok) return false;
  toast({
    severity: 'success',
    summary: tn('adminFollows.sent', { one: 'Follow request sent', other: '{count} follow requests sent' }, count),
  });
  // The follows are created by a job on the server: the list shows those it has made by now.
  await followLists.following.reload();
  return true;
}

// ----------------------------------------------------------------------------------------------------------------
// Actions on one follow.

interface Action {
  list: FollowDirection;
  follow: Follow;
  /** The change shown at once, undone if the server refuses. */
  change: 'remove' | Partial<Follow>;
  call: () => Promise<unknown>;
  done: string;
  /** Asked first when given. */
  ask?: { title: string; message: string; button: string };
}

// One follow action: confirmed if it must be, applied at once, undone with the server's reason as a toast on refusal.
async function act({ list, follow, change, call, done, ask }: Action): Promise<boolean> {
  if (ask && !(await confirm({ title: ask.title, message: ask.message, confirmButtonText: ask.button })).confirmed)
    return false;
  try {
    await followLists[list].optimistic(follow.id, change, call);
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
    return false;
  }
  toast({ severity: 'success', summary: done });
  return true;
}

/** Stops following an actor after a confirmation; the row goes at once and comes back if the server refuses. */
export function unfollowActor(follow: Follow): Promise<boolean> {
  const name = actorName(follow.following);
  return act({
    list: 'following',
    follow,
    change: 'remove',
    call: () => unfollow(api, actorHandle(follow.following)),
    done: t('adminFollows.unfollowed', 'You are not following {name} anymore.', { name }),
    ask: {
      title: t('adminFollows.unfollowTitle', 'Unfollow {name}', { name }),
      message: t(
        'adminFollows.unfollowMessage',
        'Do you really want to unfollow {name}? Its new videos will no longer show here.',
        { name },
      ),
      button: t('adminFollows.unfollow', 'Unfollow'),
    },
  });
}

/** Accepts a pending or rejected follower (shown accepted at once). */
export function acceptFollower(follow: Follow): Promise<boolean> {
  const name = actorName(follow.follower);
  return act({
    list: 'followers',
    follow,
    change: { state: 'accepted' },
    call: () => decideFollower(api, actorHandle(follow.follower), 'accept'),
    done: t('adminFollows.accepted', '{name} is now following this instance.', { name }),
  });
}

/** Rejects a pending or accepted follower after a confirmation; it stays listed as rejected until deleted. */
export function rejectFollower(follow: Follow): Promise<boolean> {
  const name = actorName(follow.follower);
  return act({
    list: 'followers',
    follow,
    change: { state: 'rejected' },
    call: () => decideFollower(api, actorHandle(follow.follower), 'reject'),
    done: t('adminFollows.rejected', 'Follow of {name} rejected.', { name }),
    ask: {
      title: t('adminFollows.rejectTitle', 'Reject {name}', { name }),
      message: t('adminFollows.rejectMessage', "{name} will no longer receive this instance's videos.", { name }),
      button: t('adminFollows.reject', 'Reject'),
    },
  });
}

/** Deletes a follower after a confirmation (it may ask to follow again). */
export function deleteFollower(follow: Follow): Promise<boolean> {
  const name = actorName(follow.follower);
  return act({
    list: 'followers',
    follow,
    change: 'remove',
    call: () => removeFollower(api, actorHandle(follow.follower)),
    done: t('adminFollows.deleted', 'Follower {name} deleted.', { name }),
    ask: {
      title: t('adminFollows.deleteTitle', 'Delete the follower {name}', { name }),
      message: t('adminFollows.deleteMessage', '{name} is removed from the followers; it may ask to follow again.', {
        name,
      }),
      button: t('adminFollows.delete', 'Delete'),
    },
  });
}
