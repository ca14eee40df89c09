import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { askResetForm, resetPasswordForm, type ResetValues } from '../../stores/signup/signup-form';
import type { FormStore } from '../../stores/common/form';
import { useT } from '../../i18n/useT';
import Field, { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';
import { contained } from '../common/contained';

/** /reset-password: with `userId` and `verificationString` from the email, choose a new password; without them, ask for the email. */
function ResetPassword() {
  const [params, setParams] = useState<URLSearchParams | null>(null);
  useEffect(() => setParams(new URLSearchParams(location.search)), []);
  if (!params) return null;
  const userId = params.get('userId');
  const verificationString = params.get('verificationString');
  return userId && verificationString ? (
    <NewPassword userId={userId} verificationString={verificationString} />
  ) : (
    <AskLink />
  );
}

function Done({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="alert" role="status">
      <p className="success-text">{message}</p>
      <a href="/login">{t('reset.toLogin', 'Go to the login page')}</a>
    </div>
  );
}

/** The new password and its confirmation, sent with the link's verification string. */
function NewPassword({ userId, verificationString }: { userId: string; verificationString: string }) {
  const t = useT();
  const form: FormStore<ResetValues> = useMemo(
    () => resetPasswordForm(userId, verificationString),
    [userId, verificationString],
  );
  const { values, errors, status } = useForm(form, { load: false, guard: false });
  if (!values) return null;
  if (status === 'saved')
    return <Done message={t('reset.done', 'Your password has been reset. You can now log in.')} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <form className="form" noValidate onSubmit={submit}>
      <Field label={t('reset.password', 'New password')} error={errors.password}>
        {(a) => (
          <input
            {...a}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => form.set('password', e.target.value)}
            required
          />
        )}
      </Field>
      <Field label={t('reset.confirm', 'Confirm the new password')} error={errors.confirmation}>
        {(a) => (
          <input
            {...a}
            type="password"
            autoComplete="new-password"
            value={values.confirmation}
            onChange={(e) => form.set('confirmation', e.target.value)}
            required
          />
        )}
      </Field>
      <FormMessage error={errors._form} />
      <button
        type="submit"
        className="button primary"
        disabled={status === 'submitting' || !values.password || !values.confirmation}
      >
        {t('reset.submit', 'Reset my password')}
      </button>
    </form>
  );
}

/** The account's address, to send the reset link to. */
function AskLink() {
  const t = useT();
  const { values, errors, status } = useForm(askResetForm, { load: false, guard: false });
  if (!values) return null;
  if (status === 'saved')
    return (
      <Done
        message={t(
          'reset.sent',
          'If this email address belongs to an account, an email with instructions to reset the password has been sent.',
        )}
      />
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void askResetForm.submit();
  };
  return (
    <form className="form" noValidate onSubmit={submit}>
      <p>
        {t('reset.intro', 'Enter the email address of your account: we will send you a link to choose a new password.')}
      </p>
      <Field label={t('reset.email', 'Email')} error={errors.email}>
        {(a) => (
          <input
            {...a}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => askResetForm.set('email', e.target.value)}
            required
          />
        )}
      </Field>
      <FormMessage error={errors._form} />
      <button
        type="submit"
        className="button primary"
        disabled={status === 'submitting' || !values.email.includes('@')}
      >
        {t('reset.ask', 'Send me a reset link')}
      </button>
    </form>
  );
}

export default contained(ResetPassword, 'ResetPassword');
