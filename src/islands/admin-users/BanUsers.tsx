import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { AdminUser } from '../../api/admin-users';
import { useT, useTn } from '../../i18n/useT';
import { banUsersForm } from '../../stores/admin-users/admin-users';
import Field, { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';
import { reportBulk } from './report';

/** Props: the users to ban and what to do once done or cancelled. */
export interface BanUsersProps {
  users: AdminUser[];
  onClose: () => void;
}

/** Asks for the reason of a ban (sent to the user by email) and bans one or several users; a refusal keeps the panel
 *  open, with the reason typed and the server's message, for the users left. */
export default function BanUsers({ users, onClose }: BanUsersProps) {
  const t = useT();
  const tn = useTn();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useMemo(
    () =>
      banUsersForm(users, (done) =>
        reportBulk({ done, failed: [] }, (n) =>
          tn('adminUsers.ban.done', { one: '{count} user banned', other: '{count} users banned' }, n),
        ),
      ),
    // One form per panel: the panel is opened anew for other users.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const { values, errors, status } = useForm(form, { load: false });
  const left = useStore(form.$targets);
  const title =
    left.length === 1
      ? t('adminUsers.ban.titleOne', 'Ban {name}', { name: left[0].username })
      : tn('adminUsers.ban.titleMany', { one: 'Ban {count} user', other: 'Ban {count} users' }, left.length);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.submit()) onClose();
  };
  return (
    <section className="admin-panel" aria-labelledby="ban-users-title">
      <h2 id="ban-users-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>
        {t(
          'adminUsers.ban.explain',
          'A banned user is logged out at once and can no longer log in, until the ban is lifted.',
        )}
      </p>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Field label={t('adminUsers.ban.reason', 'Reason (optional, sent to the user)')} error={errors.reason}>
          {(control) => (
            <textarea
              {...control}
              maxLength={250}
              value={values?.reason ?? ''}
              onChange={(e) => form.set('reason', e.target.value)}
            />
          )}
        </Field>
        <FormMessage error={errors._form} />
        <div className="admin-actions">
          <button type="submit" className="button primary" disabled={status === 'submitting'}>
            {t('adminUsers.ban.confirm', 'Ban')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('adminUsers.cancel', 'Cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
