import { useEffect, useState, type FormEvent } from 'react';
import { resendForm, verifyEmailLink } from '../../stores/signup/signup-form';
import Field, { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';
import { useT } from '../../i18n/useT';
import { asApiError } from '../../stores/common/loadable';
import { contained } from '../common/contained';

type State =
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'failed'; message: string }
  | { kind: 'ask' }
  | { kind: 'sent' };

/** /verify-account/email?userId|registrationId&verificationString: verifies the email; otherwise offers to send the link again. */
function VerifyAccount() {
  const t = useT();
  const [state, setState] = useState<State | null>(null);
  const { values, errors, status } = useForm(resendForm, { load: false, guard: false });

  useEffect(() => {
    const p = new URLSearchParams(location.search);
    const verificationString = p.get('verificationString');
    const userId = p.get('userId') ?? undefined;
    const registrationId = p.get('registrationId') ?? undefined;
    if (!verificationString || (!userId && !registrationId)) return setState({ kind: 'ask' });
    setState({ kind: 'verifying' });
    verifyEmailLink({ userId, registrationId }, verificationString, p.get('isPendingEmail') === 'true')
      .then(() => setState({ kind: 'verified' }))
      .catch((e) => setState({ kind: 'failed', message: asApiError(e).message }));
  }, []);

  async function resend(event: FormEvent) {
    event.preventDefault();
    if (await resendForm.submit()) setState({ kind: 'sent' });
  }

  if (!state) return null;
  switch (state.kind) {
    case 'verifying':
      return <p role="status">{t('verify.verifying', 'Verifying your email address…')}</p>;
    case 'verified':
      return (
        <div className="alert" role="status">
          <p className="success-text">{t('verify.done', 'Your email address is verified. You can now log in.')}</p>
          <a href="/login">{t('verify.toLogin', 'Go to the login page')}</a>
        </div>
      );
    case 'failed':
      return (
        <div className="alert" role="alert">
          <p className="error-text">
            {t('verify.failed', 'Your email address could not be verified: {message}', { message: state.message })}
          </p>
          <a href="/verify-account/ask-send-email">{t('verify.askAgain', 'Send me a new verification link')}</a>
        </div>
      );
    case 'sent':
      return (
        <p className="alert success-text" role="status">
          {t('verify.sent', 'If this address needs verifying, a new verification email has been sent.')}
        </p>
      );
    default:
      return (
        <form className="form" onSubmit={resend} noValidate>
          <p>{t('verify.intro', 'Did not receive the verification email? Enter your address to get a new link.')}</p>
          <Field label={t('verify.email', 'Email')} error={errors.email}>
            {(a) => (
              <input
                {...a}
                type="email"
                autoComplete="email"
                value={values?.email ?? ''}
                onChange={(e) => resendForm.set('email', e.target.value)}
                required
              />
            )}
          </Field>
          <FormMessage error={errors._form} />
          <button
            type="submit"
            className="button primary"
            disabled={status === 'submitting' || !values?.email.includes('@')}
          >
            {t('verify.send', 'Send the verification email')}
          </button>
        </form>
      );
  }
}

export default contained(VerifyAccount, 'VerifyAccount');
