// The login form (username, password, then the one-time code when the account has two-factor authentication), on
// the one form shape (createForm): an empty field is said on that field, a wrong code on the code's field, wrong
// credentials in words for people, and nothing typed is lost. Signed in, the page goes where it was asked to.
import { atom } from 'nanostores';
import { ApiError, ErrorCode, hasCode } from '../../api/errors';
import { t } from '../../i18n';
import { defaultRoute } from '../../lib/default-route';
import { loginReturnPath } from '../../lib/login-return';
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

/** Where to go after login: where the login page was asked to go back to, or came from (lib/login-return.ts), else the
 *  default route — as PeerTube's own client brings a person back. */
export function loginReturnUrl(): string {
  return loginReturnPath(location.search, document.referrer, location.origin) ?? defaultRoute($config.get().data);
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
