import { useId, useMemo, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { giveOwnershipForm } from '../../stores/library/my-ownership';
import Field, { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';

/** The manage page's "Change ownership" section: offers the video to another account of the instance. */
export default function GiveOwnership({ videoId }: { videoId: number }) {
  const t = useT();
  const headingId = useId();
  const form = useMemo(() => giveOwnershipForm(videoId), [videoId]);
  const { values, errors, status } = useForm(form, { load: false, guard: false });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <section className="manage-section" id="ownership" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('ownership.giveTitle', 'Change ownership')}</h3>
      <p className="muted">
        {t(
          'ownership.giveHelp',
          'Offer this video to another account of this instance. It moves to one of their channels when they accept.',
        )}
      </p>
      <form className="form inline-form" onSubmit={submit} noValidate>
        <Field label={t('ownership.username', 'New owner (username)')} error={errors.username}>
          {(a) => (
            <input
              {...a}
              autoComplete="off"
              value={values?.username ?? ''}
              onChange={(e) => form.set('username', e.target.value)}
            />
          )}
        </Field>
        <FormMessage error={errors._form} />
        <button type="submit" className="button" disabled={status === 'submitting'}>
          {t('ownership.give', 'Offer the video')}
        </button>
      </form>
    </section>
  );
}
