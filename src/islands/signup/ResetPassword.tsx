import { useEffect, useState, type FormEvent } from 'react';
import { askPasswordReset, resetPasswordFromLink } from '../../stores/signup/signup-form';
import { useT } from '../../i18n/useT';
import { asApiError } from '../../stores/common/loadable';
import { contained } from '../common/contained';

/** /reset-password: with `userId` and `verificationString` from the email, choose a new password; without them, ask for the email. */
function ResetPassword() {
  const t = useT();
  const [params, setParams] = useState<URLSearchParams | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setParams(new URLSearchParams(location.search)), []);
  if (!params) return null;
  const userId = params.get('userId');
  const verificationString = params.get('verificationString');

  async function run(event: FormEvent, action: () => Promise<string>) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      setDone(await action());
    } catch (e) {
      setError(asApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="alert" role="status">
        <p className="success-text">{done}</p>
        <a href="/login">{t('reset.toLogin', 'Go to the login page')}</a>
      </div>
    );
  }

  if (userId && verificationString) {
    const mismatch = confirmation.length > 0 && confirmation !== password;
    return (
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          if (password.length < 6) {
            e.preventDefault();
            setError(t('reset.tooShort', 'The password must have at least 6 characters.'));
            return;
          }
          if (password !== confirmation) {
            e.preventDefault();
            setError(t('reset.mismatch', 'The passwords do not match.'));
            return;
          }
          void run(e, async () => {
            await resetPasswordFromLink(userId, verificationString, password);
            return t('reset.done', 'Your password has been reset. You can now log in.');
          });
        }}
      >
        <label htmlFor="reset-password">{t('reset.password', 'New password')}</label>
        <input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <label htmlFor="reset-confirm">{t('reset.confirm', 'Confirm the new password')}</label>
        <input
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          aria-invalid={mismatch || undefined}
          required
        />
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={busy || !password || !confirmation}>
          {t('reset.submit', 'Reset my password')}
        </button>
      </form>
    );
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) =>
        void run(e, async () => {
          await askPasswordReset(email);
          return t(
            'reset.sent',
            'If this email address belongs to an account, an email with instructions to reset the password has been sent.',
          );
        })
      }
    >
      <p>
        {t('reset.intro', 'Enter the email address of your account: we will send you a link to choose a new password.')}
      </p>
      <label htmlFor="reset-email">{t('reset.email', 'Email')}</label>
      <input
        id="reset-email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={busy || !email.includes('@')}>
        {t('reset.ask', 'Send me a reset link')}
      </button>
    </form>
  );
}

export default contained(ResetPassword, 'ResetPassword');
