import { useEffect, useRef, useState } from 'react';
import type { AdminUser } from '../../api/admin-users';
import { useT, useTn } from '../../i18n/useT';
import { banReasonError, banUsers } from '../../stores/admin-users/admin-users';
import Field from '../common/Field';
import { reportBulk } from './report';

/** Props: the users to ban and what to do once done or cancelled. */
export interface BanUsersProps {
  users: AdminUser[];
  onClose: () => void;
}

/** Asks for the reason of a ban (sent to the user by email) and bans one or several users. */
export default function BanUsers({ users, onClose }: BanUsersProps) {
  const t = useT();
  const tn = useTn();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title =
    users.length === 1
      ? t('adminUsers.ban.titleOne', 'Ban {name}', { name: users[0].username })
      : tn('adminUsers.ban.titleMany', { one: 'Ban {count} user', other: 'Ban {count} users' }, users.length);
  async function submit() {
    const problem = banReasonError(reason);
    if (problem) return setError(problem);
    setBusy(true);
    const result = await banUsers(users, reason);
    setBusy(false);
    reportBulk(result, (n) =>
      tn('adminUsers.ban.done', { one: '{count} user banned', other: '{count} users banned' }, n),
    );
    onClose();
  }
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
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={t('adminUsers.ban.reason', 'Reason (optional, sent to the user)')} error={error}>
          {(control) => (
            <textarea
              {...control}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError('');
              }}
            />
          )}
        </Field>
        <div className="admin-actions">
          <button type="submit" className="button primary" disabled={busy}>
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
