import type { FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { LIMITS } from '../../lib/constraints';
import { profileForm } from '../../stores/account-settings/account-settings';
import Field, { FormMessage } from '../common/Field';
import { ErrorState, Loader } from '../common/ListStates';
import { useForm } from '../common/useForm';
import { contained } from '../common/contained';

/** Display name and description of the person's account. */
function ProfileSettings() {
  const t = useT();
  const { values, errors, status, loadError, dirty } = useForm(profileForm);
  if (status === 'load-error')
    return <ErrorState message={loadError?.message ?? ''} onRetry={() => void profileForm.load()} />;
  if (!values) return <Loader />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void profileForm.submit();
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field label={t('accountSettings.displayName', 'Display name')} error={errors.displayName}>
        {(a) => (
          <input
            {...a}
            value={values.displayName}
            maxLength={LIMITS.user.displayName[1]}
            autoComplete="nickname"
            onChange={(e) => profileForm.set('displayName', e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('accountSettings.description', 'Description')}
        error={errors.description}
        help={t(
          'accountSettings.descriptionHelp',
          '{length}/{max} characters. Markdown is rendered on your public profile.',
          { length: values.description.length, max: LIMITS.user.description[1] },
        )}
      >
        {(a) => (
          <textarea
            {...a}
            rows={4}
            value={values.description}
            onChange={(e) => profileForm.set('description', e.target.value)}
          />
        )}
      </Field>
      <FormMessage error={errors._form} />
      <button type="submit" className="button primary" disabled={!dirty || status === 'submitting'}>
        {status === 'submitting' ? t('form.saving', 'Saving…') : t('accountSettings.saveProfile', 'Save profile')}
      </button>
    </form>
  );
}

export default contained(ProfileSettings, 'ProfileSettings');
