// The login form (username, password, then the one-time code when the account has two-factor authentication), on
// the one form shape (createForm): an empty field is said on that field, a wrong code on the code's field, wrong
// credentials in words for people, and nothing typed is lost. Signed in, the page goes where it was asked to.
import { atom } from 'nanostores';
import { ApiError, ErrorCode, hasCode } from '../../api/errors';
import { t } from '../../i18n';
import { defaultRoute } from '../../lib/default-route';
import { safeRedirect } from '../../lib/safe-redirect';
import { createForm } from '../common/form';
import { asApiError } from '../common/loadable';
import { $config } from '../instance/config';
import { login } from './session';

/** What the login form holds. */
export interface LoginValues {
  username: string;
  password: string;
  otp: string;
}

/** True once the server said the account needs its one-time code: the form then shows (and sends) the code. */
export const $loginNeedsOtp = atom(false);

/** True once signed in: the page is on its way to where it was going (the form stays disabled). */
export const $signedIn = atom(false);

/** The pages of logging in, signing up and recovering an account: coming from them, the login does not go back. */
const ACCOUNT_ENTRY = /^\/(login|signup|reset-password|verify-account)(\/|$)/;

/** The page of this site the person came from (the header's "Log in" links to a bare /login: every page's HTML is the
 *  same whatever page it is), or null. */
function cameFrom(referrer: string): string | null {
  try {
    const url = new URL(referrer);
    if (url.origin !== location.origin || ACCOUNT_ENTRY.test(url.pathname)) return null;
    return safeRedirect(url.pathname + url.search, location.origin);
  } catch {
    return null;
  }
}

/** Where to go after login: the `redirect` query parameter when it is a path of this site, else the page of this site
 *  the person came from, else the default route — as PeerTube's own client brings a person back. */
export function loginReturnUrl(): string {
  return (
    safeRedirect(new URLSearchParams(location.search).get('redirect'), location.origin) ??
    cameFrom(document.referrer) ??
    defaultRoute($config.get().data)
  );
}

/** Sends the credentials; a missing code is no failure but the next step ('needs-otp'). */
async function send(values: LoginValues): Promise<'signed-in' | 'needs-otp'> {
  const needsOtp = $loginNeedsOtp.get();
  try {
    await login(values.username, values.password, needsOtp ? values.otp : undefined);
    return 'signed-in';
  } catch (error) {
    if (hasCode(error, ErrorCode.missingTwoFactor)) {
      $loginNeedsOtp.set(true);
      return 'needs-otp';
    }
    // The token endpoint's texts are for developers ("Invalid two factor header"): say them for people.
    const e = asApiError(error);
    const say = (detail: string) => new ApiError({ kind: e.kind, status: e.status, code: e.code, detail });
    if (hasCode(error, ErrorCode.invalidTwoFactor))
      throw say(t('login.otpInvalid', 'This code is not valid. Enter the code your authenticator app shows now.'));
    if (hasCode(error, ErrorCode.invalidGrant) && /credentials/i.test(e.detail ?? ''))
      throw say(t('login.invalidGrant', 'The username or the password is wrong.'));
    throw error;
  }
}

/** The form's store. */
export const loginForm = createForm<LoginValues, 'signed-in' | 'needs-otp'>({
  initial: { username: '', password: '', otp: '' },
  validate: (v) => {
    const missing = t('login.missing', 'Enter your username and your password.');
    if (!v.username.trim()) return { username: missing };
    if (!v.password) return { password: missing };
    return {};
  },
  submit: async (values) => {
    const result = await send(values);
    if (result === 'signed-in') $signedIn.set(true);
    return result;
  },
  // A wrong code belongs to the code's field (the password was right).
  codes: { [ErrorCode.invalidTwoFactor]: { field: 'otp' } },
});

/** Takes what the fields hold (typed before the page's script ran, too), sends it, and goes on once signed in. */
export async function submitLogin(values: LoginValues): Promise<void> {
  loginForm.setMany(values);
  if ((await loginForm.submit()) && $signedIn.get()) location.assign(loginReturnUrl());
}
