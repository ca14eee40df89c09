import { useState, type FormEvent } from 'react';
import { login } from '../../stores/session';
import { ErrorCode, hasCode } from '../../api/errors';
import { asApiError } from '../../stores/loadable';
import { useT } from '../../i18n/useT';

/** Where to go after login: the `redirect` query parameter when it is a local path, else the homepage. */
function returnUrl(): string {
  const target = new URLSearchParams(location.search).get('redirect') ?? '/';
  return target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/** The login form: username and password, then the one-time code when the account has two-factor authentication. */
export default function LoginForm() {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [needsOtp, setNeedsOtp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(username, password, needsOtp ? otp : undefined);
      location.assign(returnUrl());
    } catch (e) {
      if (hasCode(e, ErrorCode.missingTwoFactor)) setNeedsOtp(true);
      else setError(asApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <label htmlFor="username">{t('login.username', 'Username or email address')}</label>
      <input id="username" name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
      <label htmlFor="password">{t('login.password', 'Password')}</label>
      <input id="password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      {needsOtp && (
        <>
          <label htmlFor="otp">{t('login.otp', 'Two-factor authentication code')}</label>
          <p id="otp-help">{t('login.otpHelp', 'Enter the code shown by your authenticator app.')}</p>
          <input id="otp" name="otp" inputMode="numeric" autoComplete="one-time-code" aria-describedby="otp-help" autoFocus value={otp} onChange={(e) => setOtp(e.target.value)} />
        </>
      )}
      {error && <p className="error-text" role="alert">{error}</p>}
      <button className="button primary" type="submit" disabled={busy || !username || !password}>
        {t('login.submit', 'Log in')}
      </button>
    </form>
  );
}
