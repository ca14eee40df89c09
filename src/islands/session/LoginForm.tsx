import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { $config } from '../../stores/instance/config';
import { contained } from '../common/contained';
import { loginPageStarted } from '../../stores/session/login-page';
import { $loginNeedsOtp, $signedIn, loginForm, submitLogin, type LoginValues } from '../../stores/session/login-form';
import PluginPanels from '../plugins/PluginPanels';
import Field, { FormMessage } from '../common/Field';

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

  return (
    <form className="form" method="post" onSubmit={submit} noValidate id="plugin-selector-login-form">
      <Field id="username" label={t('login.username', 'Username or email address')} error={errors.username}>
        {(control) => (
          <input {...control} name="username" autoComplete="username" required onChange={change('username')} />
        )}
      </Field>
      <Field id="password" label={t('login.password', 'Password')} error={errors.password}>
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            onChange={change('password')}
          />
        )}
      </Field>
      {needsOtp && (
        <Field
          id="otp"
          label={t('login.otp', 'Two-factor authentication code')}
          help={t('login.otpHelp', 'Enter the code shown by your authenticator app.')}
          error={errors.otp}
        >
          {(control) => (
            <input
              {...control}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              onChange={change('otp')}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the server asked for the code
              autoFocus
            />
          )}
        </Field>
      )}
      <FormMessage error={errors._form} />
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
