import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { $config } from '../../stores/instance/config';
import { contained } from '../common/contained';
import { loginPageStarted } from '../../stores/session/login-page';
import { $loginNeedsOtp, $signedIn, loginForm, submitLogin, type LoginValues } from '../../stores/session/login-form';
import PluginPanels from '../plugins/PluginPanels';

/**
 * The login form: username and password, then the one-time code when the account has two-factor authentication.
 * Inputs are uncontrolled: what someone types before the island hydrates (slow networks) is kept and sent (the
 * store takes the fields' values on submit, and each change as it is typed).
 */
function LoginForm() {
  const t = useT();
  const needsOtp = useStore($loginNeedsOtp);
  const errors = useStore(loginForm.$errors);
  const status = useStore(loginForm.$status);
  const signedIn = useStore($signedIn);
  // Until hydrated the button stays disabled: a native submit would put the password in a URL.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(loginPageStarted, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: keyof LoginValues) => String(data.get(name) ?? '');
    void submitLogin({ username: field('username'), password: field('password'), otp: field('otp') });
  }
  const change = (name: keyof LoginValues) => (event: { currentTarget: HTMLInputElement }) =>
    loginForm.set(name, event.currentTarget.value);
  /** A field's error props: marked invalid and described by its message. */
  const invalid = (name: keyof LoginValues, help?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] && `${name}-error`, help].filter(Boolean).join(' ') || undefined,
  });
  const fieldError = (name: keyof LoginValues) =>
    errors[name] && (
      <p id={`${name}-error`} className="error-text" role="alert">
        {errors[name]}
      </p>
    );

  return (
    <form className="form" method="post" onSubmit={submit} noValidate id="plugin-selector-login-form">
      <label htmlFor="username">{t('login.username', 'Username or email address')}</label>
      <input
        id="username"
        name="username"
        autoComplete="username"
        required
        onChange={change('username')}
        {...invalid('username')}
      />
      {fieldError('username')}
      <label htmlFor="password">{t('login.password', 'Password')}</label>
      <input
        id="password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        onChange={change('password')}
        {...invalid('password')}
      />
      {fieldError('password')}
      {needsOtp && (
        <>
          <label htmlFor="otp">{t('login.otp', 'Two-factor authentication code')}</label>
          <p id="otp-help">{t('login.otpHelp', 'Enter the code shown by your authenticator app.')}</p>
          <input
            id="otp"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            onChange={change('otp')}
            {...invalid('otp', 'otp-help')}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the server asked for the code
            autoFocus
          />
          {fieldError('otp')}
        </>
      )}
      {errors._form && (
        <p className="error-text" role="alert">
          {errors._form}
        </p>
      )}
      <button className="button primary" type="submit" disabled={status === 'submitting' || signedIn || !hydrated}>
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
