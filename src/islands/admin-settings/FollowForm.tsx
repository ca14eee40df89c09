// The follow form: hosts and handles, one a line; the box keeps what was typed until the server accepts it.
import type { FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { followForm, submitFollow } from '../../stores/admin-settings/admin-follows';
import Field, { FormMessage } from '../common/Field';

/** Follow instances, channels or accounts (several at once). */
export default function FollowForm() {
  const t = useT();
  const values = useStore(followForm.$values);
  const errors = useStore(followForm.$errors);
  const status = useStore(followForm.$status);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitFollow();
  };
  return (
    <form className="admin-panel follow-form" onSubmit={onSubmit} noValidate aria-labelledby="follow-form-title">
      <h3 id="follow-form-title">{t('adminFollows.formTitle', 'Follow')}</h3>
      <Field
        label={t('adminFollows.field', 'One host (without "https://"), account handle or channel handle per line')}
        error={errors.hostsOrHandles}
        help={t(
          'adminFollows.help',
          'For example: example.com, or chocobozzz@example.com, or chocobozzz_channel@example.com',
        )}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            spellCheck={false}
            autoCapitalize="off"
            value={values?.hostsOrHandles ?? ''}
            onChange={(e) => followForm.set('hostsOrHandles', e.target.value)}
          />
        )}
      </Field>
      <FormMessage error={errors._form} />
      <div className="admin-actions">
        <button type="submit" className="button primary" disabled={status === 'submitting'}>
          {status === 'submitting' ? t('adminFollows.sending', 'Sending…') : t('adminFollows.follow', 'Follow')}
        </button>
      </div>
    </form>
  );
}
