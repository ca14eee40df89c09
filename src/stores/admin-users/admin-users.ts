// User administration (/admin/overview/users): the paged user list with its sort, search and banned filter in the
// URL, the selection for bulk actions, ban / unban / delete applied at once and undone when the server refuses, the
// create and edit forms, and PeerTube's rule of who may manage whom. Islands render this and call it; they never fetch.
import { atom } from 'nanostores';
import { api } from '../instance/api';
import {
  askResetPassword,
  blockUser,
  createUser,
  deleteUser,
  getUser,
  listUsers,
  unblockUser,
  updateUser,
  type AdminUser,
  type UserUpdate,
} from '../../api/admin-users';
import { ApiError } from '../../api/errors';
import type { Me } from '../../api/users';
import { t } from '../../i18n';
import { ACTOR_NAME, LIMITS, USERNAME } from '../../lib/constraints';
import { hasRight, Right, Role } from '../../lib/rights';
import { emailError, lengthError } from '../../lib/validators';
import { createForm, type FormErrors } from '../common/form';
import { createBulkForm, type BulkForm } from '../common/bulk-form';
import { asApiError } from '../common/loadable';
import { pagedList } from '../common/paged-list';

/** Whether a user may open the users page: PeerTube gives MANAGE_USERS to administrators and moderators. */
export function canManageUsers(user: Pick<Me, 'role'> | null | undefined): boolean {
  return hasRight(user, Right.manageUsers);
}

/** The list's filters: words in the username or email, and '' (all), 'true' (banned) or 'false' (not banned). */
export type UserFilters = { search: string; blocked: '' | 'true' | 'false' };

/** Columns the server sorts by (PeerTube's ADMIN_USERS sortable columns). */
export const SORTABLE = ['username', 'role', 'videoQuotaUsed', 'createdAt', 'lastLoginDate'] as const;

const users = pagedList<AdminUser, UserFilters>({
  fetch: ({ start, count, sort, filters }) =>
    listUsers(api, {
      start,
      count,
      sort,
      search: filters.search.trim() || undefined,
      blocked: filters.blocked ? filters.blocked === 'true' : undefined,
    }),
  key: (user) => user.id,
  sort: '-createdAt',
  filters: { search: '', blocked: '' },
  pageSize: 25,
});

/** The users list: items, total, status, sort and filters. */
export const $users = users.$state;
/** Loads the next page of users. */
export const loadMoreUsers = users.loadMore;
/** Tries the failed page again. */
export const retryUsers = users.retry;
/** Reloads the list from its first page. */
export const reloadUsers = users.reload;

/** Sorts by a column: the same column again flips the direction; a new column starts ascending (dates: newest first). */
export function sortUsersBy(column: (typeof SORTABLE)[number]): Promise<void> {
  const current = $users.get().sort;
  const next =
    current === column
      ? `-${column}`
      : current === `-${column}`
        ? column
        : column === 'createdAt' || column === 'lastLoginDate' || column === 'videoQuotaUsed'
          ? `-${column}`
          : column;
  $selectedUsers.set([]);
  return users.setSort(next);
}

/** Changes the search words and/or the banned filter; the selection is cleared since the rows change. */
export function filterUsers(filters: Partial<UserFilters>): Promise<void> {
  $selectedUsers.set([]);
  return users.setFilters(filters);
}

/** Ids of the rows ticked for a bulk action. */
export const $selectedUsers = atom<number[]>([]);

/** Ticks or unticks one row. */
export function toggleUserSelected(id: number, selected: boolean): void {
  const ids = $selectedUsers.get().filter((x) => x !== id);
  $selectedUsers.set(selected ? [...ids, id] : ids);
}

/** Ticks all the given rows, or none. */
export function selectUsers(ids: number[]): void {
  $selectedUsers.set(ids);
}

/** What the viewer may do with a user, and why not when they may not (shown next to the disabled actions). */
export interface UserActions {
  edit: boolean;
  ban: boolean;
  remove: boolean;
  /** Why some action is refused, '' when all are allowed. */
  why: string;
}

/**
 * PeerTube's ensureCanModerateUser and validators as a UI rule: administrators manage everyone, moderators only plain
 * users; root can be edited but never banned or deleted; nobody bans or deletes themselves from this page.
 */
export function actionsFor(viewer: Pick<Me, 'role' | 'id'> | null | undefined, user: AdminUser): UserActions {
  const role = viewer?.role?.id;
  if (role !== Role.administrator && !(role === Role.moderator && user.role.id === Role.user)) {
    return {
      edit: false,
      ban: false,
      remove: false,
      why: t('adminUsers.why.staff', 'Only administrators can manage administrators and moderators.'),
    };
  }
  if (user.username === 'root')
    return {
      edit: true,
      ban: false,
      remove: false,
      why: t('adminUsers.why.root', 'The root account cannot be banned or deleted.'),
    };
  if (viewer?.id === user.id)
    return { edit: true, ban: false, remove: false, why: t('adminUsers.why.self', 'This is your own account.') };
  return { edit: true, ban: true, remove: true, why: '' };
}

/** The outcome of an action on several users: who it was done for, and who it failed for and why. */
export interface BulkResult {
  done: AdminUser[];
  failed: Array<{ user: AdminUser; error: ApiError }>;
}

// Runs one action per user, one after the other (the real server rate-limits bursts), each applied to its row at once
// and put back if the server refuses; the selection keeps only the users it failed for, so a retry is one click.
async function eachUser(
  list: AdminUser[],
  change: 'remove' | Partial<AdminUser>,
  action: (user: AdminUser) => Promise<unknown>,
): Promise<BulkResult> {
  const result: BulkResult = { done: [], failed: [] };
  for (const user of list) {
    try {
      await users.optimistic(user.id, change, () => action(user));
      result.done.push(user);
    } catch (error) {
      result.failed.push({ user, error: asApiError(error) });
    }
  }
  $selectedUsers.set(result.failed.map((f) => f.user.id));
  return result;
}

/** Bans users with a reason (optional, 3–250 characters); their sessions end at once. */
export function banUsers(list: AdminUser[], reason: string): Promise<BulkResult> {
  const text = reason.trim();
  return eachUser(list, { blocked: true, blockedReason: text || null }, (user) =>
    blockUser(api, user.id, text || undefined),
  );
}

/** The ban form's value: the reason sent to the banned users. */
export interface BanValues {
  reason: string;
}

/** The ban form for `list`: a refusal keeps it open with the reason and the server's message, for the users left;
 *  `onDone` hears of the users banned by each send. */
export function banUsersForm(list: AdminUser[], onDone: (done: AdminUser[]) => void): BulkForm<AdminUser, BanValues> {
  return createBulkForm<AdminUser, BanValues>({
    initial: { reason: '' },
    targets: list,
    validate: (v) => ({ reason: banReasonError(v.reason) }),
    run: async (items, v) => {
      const result = await banUsers(items, v.reason);
      return { done: result.done, failed: result.failed.map((f) => ({ item: f.user, error: f.error })) };
    },
    name: (user) => user.username,
    onDone,
  });
}

/** Lifts the ban of users. */
export function unbanUsers(list: AdminUser[]): Promise<BulkResult> {
  return eachUser(list, { blocked: false, blockedReason: null }, (user) => unblockUser(api, user.id));
}

/** Deletes users (with their channels and videos). */
export function deleteUsers(list: AdminUser[]): Promise<BulkResult> {
  return eachUser(list, 'remove', (user) => deleteUser(api, user.id));
}

/** Asks the instance to email a user a link to choose a new password. */
export function sendPasswordReset(user: AdminUser): Promise<void> {
  return askResetPassword(api, user.email);
}

/** '' when a ban reason is empty or 3–250 characters, else why not. */
export function banReasonError(reason: string): string {
  return lengthError(reason, LIMITS.user.blockedReason, true);
}

/** '' for a quota PeerTube accepts: a whole number of bytes, -1 for unlimited. */
export function quotaError(value: string): string {
  if (!value.trim()) return t('form.required', 'This field is required.');
  const n = Number(value);
  if (!Number.isInteger(n)) return t('adminUsers.quota.integer', 'Enter a whole number of bytes, or -1 for unlimited.');
  if (n < -1) return t('adminUsers.quota.negative', 'A quota cannot be negative; use -1 for unlimited.');
  return '';
}

/** '' for a username PeerTube accepts (1–50 characters: lowercase letters, digits, dots and underscores). */
export function usernameError(value: string): string {
  return (
    lengthError(value, LIMITS.user.username) ||
    (USERNAME.test(value)
      ? ''
      : t('adminUsers.username.rule', 'Use only lowercase letters, digits, dots (.) and underscores (_).'))
  );
}

/** The create form's values; quotas and role stay text so what is typed survives a refusal. */
export interface CreateUserValues {
  username: string;
  email: string;
  password: string;
  role: string;
  videoQuota: string;
  videoQuotaDaily: string;
  channelName: string;
}

/** The edit form's values (what PUT /users/{id} changes here). */
export interface EditUserValues {
  email: string;
  role: string;
  videoQuota: string;
  videoQuotaDaily: string;
  emailVerified: boolean;
}

const fieldMessages = (): Record<string, string> => ({
  username: t('adminUsers.username.rule', 'Use only lowercase letters, digits, dots (.) and underscores (_).'),
  email: t('form.email', 'Enter a valid e-mail address, like name@example.com.'),
  password: t('form.tooShort', 'At least {min} characters.', { min: LIMITS.user.password[0] }),
  videoQuota: t('adminUsers.quota.negative', 'A quota cannot be negative; use -1 for unlimited.'),
  videoQuotaDaily: t('adminUsers.quota.negative', 'A quota cannot be negative; use -1 for unlimited.'),
  channelName: t('adminUsers.channel.rule', 'Use only letters, digits, dots, dashes and underscores.'),
});

// The server's refusals in people's words, on the field they concern: its generic "Invalid value" per parameter, and
// a 409 (taken username or email, taken channel name), which carries no parameter, on the field it is about.
function explain(error: unknown): never {
  const e = asApiError(error);
  const messages = fieldMessages();
  let invalidParams =
    e.invalidParams &&
    Object.fromEntries(
      Object.entries(e.invalidParams).map(([k, v]) => [k, messages[k] && v === 'Invalid value' ? messages[k] : v]),
    );
  if (e.status === 409) {
    invalidParams = /channel/i.test(e.message)
      ? { channelName: t('adminUsers.channel.taken', 'A channel with this name already exists.') }
      : { username: t('adminUsers.username.taken', 'This username or email address is already used by an account.') };
  }
  throw new ApiError({
    kind: e.kind,
    status: e.status,
    code: e.code,
    detail: e.detail,
    title: e.title,
    message: e.message,
    invalidParams,
  });
}

function quotaErrors<V extends { videoQuota: string; videoQuotaDaily: string }>(values: V): FormErrors<V> {
  return {
    videoQuota: quotaError(values.videoQuota),
    videoQuotaDaily: quotaError(values.videoQuotaDaily),
  } as FormErrors<V>;
}

/** The name of the last user created, for the form's "created" message. */
export const $createdUser = atom<string | null>(null);

/** A create-user form starting from the instance's default quotas. */
export function createUserForm(defaults: { videoQuota?: number; videoQuotaDaily?: number } = {}) {
  const initial: CreateUserValues = {
    username: '',
    email: '',
    password: '',
    role: String(Role.user),
    videoQuota: String(defaults.videoQuota ?? -1),
    videoQuotaDaily: String(defaults.videoQuotaDaily ?? -1),
    channelName: '',
  };
  return createForm<CreateUserValues>({
    initial,
    validate: (v) => ({
      username: usernameError(v.username),
      email: emailError(v.email),
      password: lengthError(v.password, LIMITS.user.password),
      ...quotaErrors(v),
      channelName: !v.channelName
        ? ''
        : lengthError(v.channelName, LIMITS.channel.name) ||
          (!ACTOR_NAME.test(v.channelName)
            ? fieldMessages().channelName
            : v.channelName === v.username
              ? t('adminUsers.channel.sameAsUsername', 'The channel name must differ from the username.')
              : ''),
    }),
    async submit(v) {
      try {
        await createUser(api, {
          username: v.username,
          email: v.email.trim(),
          password: v.password,
          role: Number(v.role),
          videoQuota: Number(v.videoQuota),
          videoQuotaDaily: Number(v.videoQuotaDaily),
          ...(v.channelName && { channelName: v.channelName }),
        });
      } catch (error) {
        explain(error);
      }
      $createdUser.set(v.username);
    },
    // A created user's form starts over for the next one.
    saved: () => initial,
  });
}

/** The user being edited on the users page, or null. */
export const $editedUser = atom<AdminUser | null>(null);

/** An edit form for one user, loaded from the server (the row may be stale); saving updates the row. */
export function editUserForm(user: AdminUser) {
  const toValues = (u: AdminUser): EditUserValues => ({
    email: u.email,
    role: String(u.role.id),
    videoQuota: String(u.videoQuota),
    videoQuotaDaily: String(u.videoQuotaDaily),
    emailVerified: !!u.emailVerified,
  });
  return createForm<EditUserValues>({
    load: async () => toValues(await getUser(api, user.id)),
    validate: (v) => ({ email: emailError(v.email), ...quotaErrors(v) }),
    async submit(_values, changed) {
      const body: UserUpdate = {
        ...(changed.email !== undefined && { email: changed.email.trim() }),
        ...(changed.role !== undefined && { role: Number(changed.role) }),
        ...(changed.videoQuota !== undefined && { videoQuota: Number(changed.videoQuota) }),
        ...(changed.videoQuotaDaily !== undefined && { videoQuotaDaily: Number(changed.videoQuotaDaily) }),
        ...(changed.emailVerified !== undefined && { emailVerified: changed.emailVerified }),
      };
      if (!Object.keys(body).length) return;
      try {
        await updateUser(api, user.id, body);
      } catch (error) {
        explain(error);
      }
      users.update(user.id, (row) => ({
        ...row,
        ...(body.email !== undefined && { email: body.email }),
        ...(body.emailVerified !== undefined && { emailVerified: body.emailVerified }),
        ...(body.videoQuota !== undefined && { videoQuota: body.videoQuota }),
        ...(body.videoQuotaDaily !== undefined && { videoQuotaDaily: body.videoQuotaDaily }),
        ...(body.role !== undefined && { role: { id: body.role, label: undefined } }),
      }));
    },
  });
}
