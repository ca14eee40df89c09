import type { FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { emailForm } from '../../stores/account-settings/account-settings';
import { $me } from '../../stores/session/user';
import Field, { FormMessage } from '../common/Field';
import { ErrorState, Loader } from '../common/ListStates';
import { useForm } from '../common/useForm';
import { contained } from '../common/contained';

/** Change the email address (with the password); a pending address waiting for verification is shown. */
function EmailSettings() {
  const t = useT();
  const me = useStore($me).data;
  const { values, errors, status, loadError, dirty } = useForm(emailForm);
  if (status === 'load-error')
    return <ErrorState message={loadError?.message ?? ''} onRetry={() => void emailForm.load()} />;
  if (!values) return <Loader />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void emailForm.submit();
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      {me?.pendingEmail && (
        <p className="alert" role="status">
          {t('accountSettings.pendingEmail', '{email} is waiting for verification: follow the link sent to it.', {
            email: me.pendingEmail,
          })}
        </p>
      )}
      <Field label={t('accountSettings.email', 'Email')} error={errors.email}>
        {(a) => (
          <input
            {...a}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => emailForm.set('email', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('accountSettings.currentPassword', 'Current password')} error={errors.currentPassword}>
        {(a) => (
          <input
            {...a}
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(e) => emailForm.set('currentPassword', e.target.value)}
          />
        )}
      </Field>
      <FormMessage error={errors._form} />
      <button type="submit" className="button primary" disabled={!dirty || status === 'submitting'}>
        {status === 'submitting' ? t('form.saving', 'Saving…') : t('accountSettings.changeEmail', 'Change email')}
      </button>
    </form>
  );
}

export default contained(EmailSettings, 'EmailSettings');
