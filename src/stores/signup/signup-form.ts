import { runHook } from '../plugins/run-hook';
import { api } from '../instance/api';
import {
  askResetPassword,
  askSendVerifyEmail,
  register,
  requestRegistration,
  resetPassword,
  verifyEmail,
} from '../../api/signup';
import { login } from '../session/session';
import { atom } from 'nanostores';
import { ApiError } from '../../api/errors';
import { t } from '../../i18n';
import { $config } from '../instance/config';
import { createForm, type FormErrors } from '../common/form';
import { asApiError } from '../common/loadable';

/** The signup form's fields. */
export interface SignupForm {
  username: string;
  displayName: string;
  email: string;
  password: string;
  /** Only when the instance requires approval. */
  registrationReason: string;
}

/** Field → problem, in English with its i18n key, for the form to show next to the field. */
export type SignupErrors = Partial<Record<keyof SignupForm | 'terms', [key: string, english: string]>>;

/** PeerTube's username rule: 1–50 lowercase letters, digits, dots and underscores. */
export const USERNAME_PATTERN = /^[a-z0-9._]{1,50}$/;

/** Checks the form as PeerTube's server would; empty object = valid. */
export function validateSignup(
  form: SignupForm,
  options: { requiresApproval: boolean; termsAccepted: boolean },
): SignupErrors {
  const errors: SignupErrors = {};
  if (!USERNAME_PATTERN.test(form.username))
    errors.username = ['signup.error.username', 'Use 1 to 50 lowercase letters, digits, dots or underscores.'];
  if (form.displayName.length > 120)
    errors.displayName = ['signup.error.displayName', 'The display name is limited to 120 characters.'];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email))
    errors.email = ['signup.error.email', 'Enter a valid email address.'];
  if (form.password.length < 6 || form.password.length > 255)
    errors.password = ['signup.error.password', 'The password must have 6 to 255 characters.'];
  if (options.requiresApproval && form.registrationReason.trim().length < 2)
    errors.registrationReason = ['signup.error.reason', 'Tell the moderators why you want to join.'];
  if (!options.termsAccepted) errors.terms = ['signup.error.terms', 'You must accept the terms to sign up.'];
  return errors;
}

/** How signup ended: an account (logged in or waiting for email verification) or a request awaiting approval. */
export type SignupOutcome = 'created' | 'created-verify-email' | 'requested';

/** The sign-up page has started (PeerTube's `action:signup.register.init`). */
export const signupPageStarted = () => void runHook('action:signup.register.init', undefined);

/** Sends the signup; direct registration logs the person in unless the instance requires email verification. */
export async function submitSignup(
  form: SignupForm,
  options: { requiresApproval: boolean; requiresEmailVerification: boolean },
): Promise<SignupOutcome> {
  // PeerTube's register page lets plugins change the body it sends (`filter:api.signup.registration.create.params`).
  const body = await runHook('filter:api.signup.registration.create.params', {
    username: form.username,
    password: form.password,
    email: form.email.trim(),
    displayName: form.displayName.trim() || undefined,
  });
  if (options.requiresApproval) {
    await requestRegistration(api, { ...body, registrationReason: form.registrationReason.trim() });
    return 'requested';
  }
  await register(api, body);
  if (options.requiresEmailVerification) return 'created-verify-email';
  await login(form.username, form.password);
  return 'created';
}

/** Verifies an email address from the link's parameters (an account's, a registration's, or a pending new address). */
export function verifyEmailLink(
  ids: { userId?: string; registrationId?: string },
  verificationString: string,
  isPendingEmail: boolean,
): Promise<unknown> {
  return verifyEmail(api, ids, verificationString, isPendingEmail);
}

/** Asks the server to send the verification email again. */
export function resendVerificationEmail(email: string): Promise<unknown> {
  return askSendVerifyEmail(api, email.trim());
}

/** Sends the reset link for an account's email address. */
export function askPasswordReset(email: string): Promise<unknown> {
  return askResetPassword(api, email.trim());
}

/** Sets the new password from a reset link. */
export function resetPasswordFromLink(userId: string, verificationString: string, password: string): Promise<unknown> {
  return resetPassword(api, userId, verificationString, password);
}

/** The signup form's values: the fields and the terms checkbox. */
export type SignupValues = SignupForm & { terms: boolean };

/** How the last signup ended (null until one did). */
export const $signupOutcome = atom<SignupOutcome | null>(null);

const signupOptions = () => {
  const signup = $config.get().data?.signup ?? {};
  return {
    requiresApproval: signup.requiresApproval === true,
    requiresEmailVerification: signup.requiresEmailVerification === true,
  };
};

/** Signup as one form: PeerTube's rules on their fields, a taken username or email on the username, nothing typed
 *  lost on a refusal, and leaving with something typed asks first. */
export const signupForm = createForm<SignupValues>({
  initial: { username: '', displayName: '', email: '', password: '', registrationReason: '', terms: false },
  validate: (v) => {
    const found = validateSignup(v, { requiresApproval: signupOptions().requiresApproval, termsAccepted: v.terms });
    return Object.fromEntries(
      Object.entries(found).map(([field, [key, english]]) => [field, t(key, english)]),
    ) as FormErrors<SignupValues>;
  },
  submit: async (v) => {
    try {
      $signupOutcome.set(await submitSignup(v, signupOptions()));
    } catch (error) {
      // A taken username or email is a 409 without a field: it belongs on the username.
      const e = asApiError(error);
      if (e.status === 409)
        throw new ApiError({ kind: e.kind, status: e.status, code: e.code, invalidParams: { username: e.message } });
      throw e;
    }
  },
});

/** The reset link request's field. */
export interface AskResetValues {
  email: string;
}

/** Asks for a reset link; the server answers the same whether the address is known or not. */
export const askResetForm = createForm<AskResetValues>({
  initial: { email: '' },
  validate: (v) => ({
    email: /^[^\s@]+@[^\s@]+$/.test(v.email.trim()) ? '' : t('signup.error.email', 'Enter a valid email address.'),
  }),
  submit: (v) => askPasswordReset(v.email) as Promise<void>,
});

/** The new password and its confirmation. */
export interface ResetValues {
  password: string;
  confirmation: string;
}

/** Sets the new password of the reset link's account; a refused link keeps what was typed with the server's word. */
export function resetPasswordForm(userId: string, verificationString: string) {
  return createForm<ResetValues>({
    initial: { password: '', confirmation: '' },
    validate: (v) => ({
      password: v.password.length < 6 ? t('reset.tooShort', 'The password must have at least 6 characters.') : '',
      confirmation: v.password !== v.confirmation ? t('reset.mismatch', 'The passwords do not match.') : '',
    }),
    submit: (v) => resetPasswordFromLink(userId, verificationString, v.password) as Promise<void>,
  });
}

/** The address to send the verification link to again. */
export interface ResendValues {
  email: string;
}

/** Sends the verification email again. */
export const resendForm = createForm<ResendValues>({
  initial: { email: '' },
  validate: (v) => ({
    email: /^[^\s@]+@[^\s@]+$/.test(v.email.trim()) ? '' : t('signup.error.email', 'Enter a valid email address.'),
  }),
  submit: (v) => resendVerificationEmail(v.email) as Promise<void>,
});
