// The person's own account: profile, video preferences, email and password, each a form store (server values,
// dirty state, PeerTube's rules, server errors on their fields), and deleting the account.
import { api } from '../instance/api';
import { ErrorCode } from '../../api/errors';
import { deleteMe, getMe, updateMe, type Me } from '../../api/users';
import { t } from '../../i18n';
import { LIMITS } from '../../lib/constraints';
import { emailError, lengthError } from '../../lib/validators';
import { confirm } from '../shell/confirm';
import { createForm, type FormErrors } from '../common/form';
import { clearPersonalData, clearSession, leavingSession } from '../session/session';
import { toast } from '../shell/toasts';
import { reloadMe } from '../session/user';

/** Display name and description (the account's public profile). */
export interface ProfileValues {
  displayName: string;
  description: string;
}

/** What lists and the player do for this person. */
export interface VideoPreferenceValues {
  nsfwPolicy: string;
  videoLanguages: string[];
  autoPlayVideo: boolean;
  autoPlayNextVideo: boolean;
  p2pEnabled: boolean;
  videosHistoryEnabled: boolean;
}

/** A password change: the current one proves it is the person. */
export interface PasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** An email change, confirmed with the password. */
export interface EmailValues {
  email: string;
  currentPassword: string;
}

const wrongPassword = () => ({
  [ErrorCode.currentPasswordInvalid]: {
    field: 'currentPassword' as const,
    message: t('accountSettings.wrongPassword', 'Your current password is wrong.'),
  },
});

/** After a change the header and every page reading $me show it. */
async function applied(message: string): Promise<void> {
  await reloadMe();
  toast({ severity: 'success', summary: message });
}

/** The profile form; `load()` when the page shows it. */
export const profileForm = createForm<ProfileValues>({
  load: async () => {
    const me = await getMe(api);
    return { displayName: me.account?.displayName ?? '', description: me.account?.description ?? '' };
  },
  validate: (v) => ({
    displayName: lengthError(v.displayName, LIMITS.user.displayName),
    description: lengthError(v.description, LIMITS.user.description, true),
  }),
  // PeerTube clears a description with null; an empty string would be refused (3 characters at least).
  submit: async (_v, changed) => {
    const body: Record<string, unknown> = {};
    if ('displayName' in changed) body.displayName = changed.displayName!.trim();
    if ('description' in changed) body.description = changed.description!.trim() || null;
    await updateMe(api, body);
    await applied(t('accountSettings.profileSaved', 'Profile updated.'));
  },
});

/** The video preferences of a user, as PUT /users/me takes them. */
export function preferencesOf(me: Me): VideoPreferenceValues {
  return {
    nsfwPolicy: me.nsfwPolicy ?? 'do_not_list',
    videoLanguages: (me.videoLanguages ?? []).filter((l): l is string => typeof l === 'string'),
    autoPlayVideo: me.autoPlayVideo ?? true,
    autoPlayNextVideo: me.autoPlayNextVideo ?? false,
    p2pEnabled: me.p2pEnabled ?? true,
    videosHistoryEnabled: me.videosHistoryEnabled ?? true,
  };
}

/** Video preferences: sensitive content, languages, autoplay, P2P, history. */
export const videoPreferencesForm = createForm<VideoPreferenceValues>({
  load: async () => preferencesOf(await getMe(api)),
  submit: async (_v, changed) => {
    // An empty language list means "all languages": PeerTube stores it as null.
    const body: Record<string, unknown> = { ...changed };
    if (Array.isArray(body.videoLanguages) && !body.videoLanguages.length) body.videoLanguages = null;
    await updateMe(api, body);
    await applied(t('accountSettings.preferencesSaved', 'Video settings updated.'));
  },
});

/** Client rules of a password change (PeerTube: 6–255 characters; the two new ones must match). */
export function passwordProblems(v: PasswordValues): FormErrors<PasswordValues> {
  const confirmPassword =
    v.confirmPassword !== v.password
      ? t('accountSettings.passwordMismatch', 'The two new passwords are different.')
      : '';
  return {
    currentPassword: v.currentPassword ? '' : t('form.required', 'This field is required.'),
    password: lengthError(v.password, LIMITS.user.password),
    confirmPassword,
  };
}

const EMPTY_PASSWORD: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/** The password change form (empty; emptied again once saved). */
export const passwordForm = createForm<PasswordValues>({
  initial: EMPTY_PASSWORD,
  validate: passwordProblems,
  codes: wrongPassword(),
  submit: async (v) => {
    await updateMe(api, { currentPassword: v.currentPassword, password: v.password });
    toast({ severity: 'success', summary: t('accountSettings.passwordSaved', 'Password updated.') });
  },
  saved: () => EMPTY_PASSWORD,
});

/** The email change form; starts from the current address. */
export const emailForm = createForm<EmailValues>({
  load: async () => ({ email: (await getMe(api)).email ?? '', currentPassword: '' }),
  validate: (v) => ({
    email: emailError(v.email),
    currentPassword: v.currentPassword ? '' : t('form.required', 'This field is required.'),
  }),
  codes: wrongPassword(),
  submit: async (v) => {
    await updateMe(api, { email: v.email.trim(), currentPassword: v.currentPassword });
    await applied(
      t(
        'accountSettings.emailSaved',
        'Email updated. If the instance verifies addresses, follow the link sent to the new one.',
      ),
    );
  },
  saved: (v) => ({ email: v.email.trim(), currentPassword: '' }),
});

/** Deletes the account after the person typed their username; then they are logged out here. */
export async function deleteMyAccount(username: string): Promise<boolean> {
  const answer = await confirm({
    type: 'confirm-expected-input',
    title: t('accountSettings.deleteTitle', 'Delete your account'),
    message: t(
      'accountSettings.deleteMessage',
      'Your account, your channels and all your videos will be deleted. This cannot be undone.',
    ),
    inputLabel: t('accountSettings.deleteInput', 'Type your username ({username}) to confirm', { username }),
    expectedInputValue: username,
    confirmButtonText: t('accountSettings.deleteConfirm', 'Delete my account'),
  });
  if (!answer.confirmed) return false;
  try {
    await deleteMe(api);
  } catch (error) {
    const message = (error as Error).message;
    toast({ severity: 'error', summary: message });
    return false;
  }
  // The server already forgot the tokens: no revoke call, just forget everything here; the page then goes to the
  // homepage (as a logout does), not to the login page.
  leavingSession();
  clearSession();
  await clearPersonalData();
  toast({ severity: 'success', summary: t('accountSettings.deleted', 'Your account was deleted.') });
  return true;
}
