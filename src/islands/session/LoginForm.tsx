import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { login } from '../../stores/session/session';
import { ErrorCode, hasCode } from '../../api/errors';
import { asApiError } from '../../stores/common/loadable';
import { useT } from '../../i18n/useT';
import { $config } from '../../stores/instance/config';
import { defaultRoute } from '../../lib/default-route';
import { safeRedirect } from '../../lib/safe-redirect';
import { contained } from '../common/contained';
import { loginPageStarted } from '../../stores/session/login-page';
import PluginPanels from '../plugins/PluginPanels';

/** Where to go after login: the `redirect` query parameter when it is a path of this site, else the default route. */
function returnUrl(): string {
  return (
    safeRedirect(new URLSearchParams(location.search).get('redirect'), location.origin) ??
    defaultRoute($config.get().data)
  );
}

/**
 * The login form: username and password, then the one-time code when the account has two-factor authentication.
 * Inputs are uncontrolled: what someone types before the island hydrates (slow networks) is kept and sent.
 */
function LoginForm() {
  const t = useT();
  const [needsOtp, setNeedsOtp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A wrong one-time code belongs to the code field (the password was right).
  const [otpError, setOtpError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Until hydrated the button stays disabled: a native submit would put the password in a URL.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(loginPageStarted, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '');
    if (!field('username').trim() || !field('password')) {
      setError(t('login.missing', 'Enter your username and your password.'));
      return;
    }
    setBusy(true);
    setError(null);
    setOtpError(null);
    try {
      await login(field('username'), field('password'), needsOtp ? field('otp') : undefined);
      location.assign(returnUrl());
    } catch (e) {
      // The token endpoint's texts are for developers ("Invalid two factor header"): say it for people.
      if (hasCode(e, ErrorCode.missingTwoFactor)) setNeedsOtp(true);
      else if (hasCode(e, ErrorCode.invalidTwoFactor))
        setOtpError(t('login.otpInvalid', 'This code is not valid. Enter the code your authenticator app shows now.'));
      else if (hasCode(e, ErrorCode.invalidGrant) && /credentials/i.test(asApiError(e).detail ?? ''))
        setError(t('login.invalidGrant', 'The username or the password is wrong.'));
      else setError(asApiError(e).message);
      setBusy(false);
    }
  }

  return (
    <form className="form" method="post" onSubmit={submit} noValidate id="plugin-selector-login-form">
      <label htmlFor="username">{t('login.username', 'Username or email address')}</label>
      <input id="username" name="username" autoComplete="username" required />
      <label htmlFor="password">{t('login.password', 'Password')}</label>
      <input id="password" name="password" type="password" autoComplete="current-password" required />
      {needsOtp && (
        <>
          <label htmlFor="otp">{t('login.otp', 'Two-factor authentication code')}</label>
          <p id="otp-help">{t('login.otpHelp', 'Enter the code shown by your authenticator app.')}</p>
          <input
            id="otp"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-describedby={otpError ? 'otp-error otp-help' : 'otp-help'}
            aria-invalid={otpError ? true : undefined}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the server asked for the code
            autoFocus
          />
          {otpError && (
            <p id="otp-error" className="error-text" role="alert">
              {otpError}
            </p>
          )}
        </>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <button className="button primary" type="submit" disabled={busy || !hydrated}>
        {t('login.submit', 'Log in')}
      </button>
      <p>
        <a href="/reset-password">{t('login.forgot', 'I forgot my password')}</a>
      </p>
      {hydrated && <SignupHint />}
      {hydrated && <PluginPanels page="login" />}
    </form>
  );
}

/** "No account yet?" with the sign-up link when the instance takes sign-ups (the header hides its own on phones).
 *  Rendered after hydration only: the server HTML knows no config. */
function SignupHint() {
  const t = useT();
  const signup = useStore($config).data?.signup;
  if (!signup?.allowed || !signup.allowedForCurrentIP) return null;
  return (
    <p>
      {t('login.noAccount', 'No account yet?')} <a href="/signup">{t('header.signup', 'Create an account')}</a>
    </p>
  );
}

export default contained(LoginForm, 'LoginForm');
