import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Me } from '../../api/users';
import { useT } from '../../i18n/useT';
import { LIMITS } from '../../lib/constraints';
import { Right, Role } from '../../lib/rights';
import { $createdUser, createUserForm } from '../../stores/admin-users/admin-users';
import { $config } from '../../stores/instance/config';
import Field, { FormMessage } from '../common/Field';
import { Loader } from '../common/ListStates';
import QuotaField from './QuotaField';
import { roleName } from './labels';
import { useAccess } from '../shell/useAccess';
import '../../styles/admin.css';
import { contained } from '../common/contained';
import { $serverT } from '../../stores/instance/server-labels';

/** Administration, create a user: username, email, password, role, quotas and an optional channel name (MANAGE_USERS). */
function CreateUser() {
  const viewer = useAccess(Right.manageUsers);
  const config = useStore($config);
  if (!viewer) return null;
  // The instance's default quotas are the form's starting values; without the config, -1 (unlimited) is typed in.
  if (config.status === 'idle' || config.status === 'loading') return <Loader />;
  return <CreateForm viewer={viewer} defaults={config.data?.user ?? {}} />;
}

function CreateForm({ viewer, defaults }: { viewer: Me; defaults: { videoQuota?: number; videoQuotaDaily?: number } }) {
  const t = useT();
  const st = useStore($serverT);
  const form = useMemo(() => createUserForm(defaults), [defaults.videoQuota, defaults.videoQuotaDaily]); // eslint-disable-line react-hooks/exhaustive-deps
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  const status = useStore(form.$status);
  const created = useStore($createdUser);
  if (!values) return null;
  // A moderator creates plain users only (the server refuses anything else).
  const roles = viewer.role?.id === Role.administrator ? [Role.user, Role.moderator, Role.administrator] : [Role.user];
  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <Field
        label={t('adminUsers.field.username', 'Username')}
        error={errors.username}
        help={t(
          'adminUsers.username.help',
          'Lowercase letters, digits, dots and underscores; {max} characters at most.',
          { max: LIMITS.user.username[1] },
        )}
      >
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            autoCapitalize="none"
            value={values.username}
            onChange={(e) => form.set('username', e.target.value)}
          />
        )}
      </Field>
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
      <Field
        label={t('adminUsers.field.password', 'Password')}
        error={errors.password}
        help={t('adminUsers.password.help', 'Between {min} and {max} characters.', {
          min: LIMITS.user.password[0],
          max: LIMITS.user.password[1],
        })}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => form.set('password', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('adminUsers.field.role', 'Role')} error={errors.role}>
        {(control) => (
          <select {...control} value={values.role} onChange={(e) => form.set('role', e.target.value)}>
            {roles.map((r) => (
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
      <Field
        label={t('adminUsers.field.channelName', 'Channel name (optional)')}
        error={errors.channelName}
        help={t('adminUsers.channel.help', "The handle of the user's first channel; by default {name}_channel.", {
          name: values.username || 'username',
        })}
      >
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            autoCapitalize="none"
            value={values.channelName}
            onChange={(e) => form.set('channelName', e.target.value)}
          />
        )}
      </Field>
      <FormMessage
        error={errors._form}
        saved={
          status === 'saved' && created
            ? t('adminUsers.create.done', 'User {name} created.', { name: created })
            : undefined
        }
      />
      <div className="admin-actions">
        <button type="submit" className="button primary" disabled={status === 'submitting'}>
          {t('adminUsers.create.submit', 'Create user')}
        </button>
        <a className="button" href="/admin/overview/users">
          {t('adminUsers.create.back', 'Back to the users')}
        </a>
      </div>
    </form>
  );
}

export default contained(CreateUser, 'CreateUser');
