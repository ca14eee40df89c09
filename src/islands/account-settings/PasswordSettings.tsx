import type { FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { passwordForm, type PasswordValues } from '../../stores/account-settings/account-settings';
import Field, { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';
import { contained } from '../common/contained';

/** Change the password: the current one, then the new one twice. */
function PasswordSettings() {
  const t = useT();
  const { values, errors, status } = useForm(passwordForm, { load: false, guard: false });
  if (!values) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void passwordForm.submit();
  };
  const input = (key: keyof PasswordValues, autoComplete: string) => (a: Record<string, unknown>) => (
    <input
      {...a}
      type="password"
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(e) => passwordForm.set(key, e.target.value)}
    />
  );
  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field label={t('accountSettings.currentPassword', 'Current password')} error={errors.currentPassword}>
        {input('currentPassword', 'current-password')}
      </Field>
      <Field
        label={t('accountSettings.newPassword', 'New password')}
        error={errors.password}
        help={t('accountSettings.passwordHelp', 'At least 6 characters.')}
      >
        {input('password', 'new-password')}
      </Field>
      <Field label={t('accountSettings.confirmPassword', 'Confirm the new password')} error={errors.confirmPassword}>
        {input('confirmPassword', 'new-password')}
      </Field>
      <FormMessage error={errors._form} />
      <button type="submit" className="button primary" disabled={status === 'submitting'}>
        {status === 'submitting' ? t('form.saving', 'Saving…') : t('accountSettings.changePassword', 'Change password')}
      </button>
    </form>
  );
}

export default contained(PasswordSettings, 'PasswordSettings');
