import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { AdminUser } from '../../api/admin-users';
import type { Me } from '../../api/users';
import { useT } from '../../i18n/useT';
import { Role } from '../../lib/rights';
import { $editedUser, editUserForm, sendPasswordReset } from '../../stores/admin-users/admin-users';
import Field, { FormMessage } from '../common/Field';
import { ErrorState, Loader } from '../common/ListStates';
import { useAction } from '../common/useAction';
import QuotaField from './QuotaField';
import { roleName } from './labels';
import { $serverT } from '../../stores/instance/server-labels';

/** Props: the user to edit and the viewer (a moderator may only give the user role). */
export interface EditUserProps {
  user: AdminUser;
  viewer: Me;
}

/** The edit form of one user (email, role, quotas, verified email) and the password-reset email, above the list. */
export default function EditUser({ user, viewer }: EditUserProps) {
  const t = useT();
  const st = useStore($serverT);
  const form = useMemo(() => editUserForm(user), [user]);
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  const status = useStore(form.$status);
  const dirty = useStore(form.$dirty);
  const loadError = useStore(form.$loadError);
  const [busy, run] = useAction();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void form.load();
    heading.current?.focus();
  }, [form]);
  const titleId = `edit-user-${user.id}`;
  // Root's role never changes (the server refuses), and moderators only make plain users.
  const roles = viewer.role?.id === Role.administrator ? [Role.administrator, Role.moderator, Role.user] : [Role.user];
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('adminUsers.edit.title', 'Edit {name}', { name: user.username })}
      </h2>
      {status === 'load-error' ? (
        <ErrorState message={loadError?.message ?? ''} onRetry={() => void form.load()} />
      ) : status === 'loading' || !values ? (
        <Loader />
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void form.submit();
          }}
        >
          <Field label={t('adminUsers.field.email', 'Email')} error={errors.email}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="off"
                value={values.email}
                onChange={(e) => form.set('email', e.target.value)}
              />
            )}
          </Field>
          <Field label={t('adminUsers.field.role', 'Role')} error={errors.role}>
            {(control) => (
              <select
                {...control}
                value={values.role}
                disabled={user.username === 'root'}
                onChange={(e) => form.set('role', e.target.value)}
              >
                {[...new Set([...roles, user.role.id])].map((r) => (
                  <option key={r} value={r}>
                    {roleName(st, r)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <QuotaField
            label={t('adminUsers.field.videoQuota', 'Video quota')}
            value={values.videoQuota}
            error={errors.videoQuota}
            onChange={(v) => form.set('videoQuota', v)}
          />
          <QuotaField
            label={t('adminUsers.field.videoQuotaDaily', 'Daily video quota')}
            value={values.videoQuotaDaily}
            error={errors.videoQuotaDaily}
            onChange={(v) => form.set('videoQuotaDaily', v)}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.emailVerified}
              onChange={(e) => form.set('emailVerified', e.target.checked)}
            />
            {t('adminUsers.field.emailVerified', 'Email address verified')}
          </label>
          <FormMessage
            error={errors._form}
            saved={
              status === 'saved'
                ? t('adminUsers.edit.saved', 'Changes to {name} saved.', { name: user.username })
                : undefined
            }
          />
          <div className="admin-actions">
            <button type="submit" className="button primary" disabled={status === 'submitting' || !dirty}>
              {t('adminUsers.edit.save', 'Save')}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                void run(
                  () => sendPasswordReset(user),
                  t('adminUsers.reset.sent', 'A password reset email was sent to {email}.', { email: user.email }),
                )
              }
            >
              {t('adminUsers.reset.send', 'Send a password reset email')}
            </button>
            <button type="button" className="button" onClick={() => $editedUser.set(null)}>
              {t('adminUsers.edit.close', 'Close')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
