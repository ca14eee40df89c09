import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { Right } from '../../lib/rights';
import { useT, useTn } from '../../i18n/useT';
import { useAction } from '../common/useAction';
import { RegistrationState, type Registration } from '../../api/admin';
import {
  $registrations,
  filterRegistrations,
  loadMoreRegistrations,
  registrationDecisionForm,
  removeRegistration,
  retryRegistrations,
} from '../../stores/admin/admin-registrations';
import { confirm } from '../../stores/shell/confirm';
import { toast } from '../../stores/shell/toasts';
import Field, { FormMessage } from '../common/Field';
import ListSearch from '../common/ListSearch';
import PagedView from '../common/PagedView';
import RelativeTime from '../common/RelativeTime';
import { useForm } from '../common/useForm';
import { useAccess } from '../shell/useAccess';
import ModerationTabs from './ModerationTabs';
import StateBadge from './StateBadge';
import { contained } from '../common/contained';

/** Moderation, registrations tab: signup requests, accepted or rejected with a response, or deleted (manage-registrations right). */
function AdminRegistrations() {
  const user = useAccess(Right.manageRegistrations);
  return user ? (
    <>
      <ModerationTabs current="registrations" user={user} />
      <Registrations />
    </>
  ) : null;
}

function Registrations() {
  const t = useT();
  const tn = useTn();
  const state = useStore($registrations);
  return (
    <>
      <div className="admin-filters">
        <ListSearch
          value={state.filters.search}
          onSearch={(search) => void filterRegistrations({ search })}
          label={t('admin.registrations.search', 'Search requests (username or email)')}
        />
      </div>
      <PagedView
        state={state}
        retry={() => void retryRegistrations()}
        loadMore={() => void loadMoreRegistrations()}
        emptyMessage={t('admin.registrations.none', 'No registration requests.')}
        countLabel={(n) =>
          tn(
            'admin.registrations.count',
            { one: '{count} registration request', other: '{count} registration requests' },
            n,
          )
        }
      >
        {(items) => (
          <ul className="data-list">
            {items.map((registration) => (
              <Request key={registration.id} registration={registration} />
            ))}
          </ul>
        )}
      </PagedView>
    </>
  );
}

function Request({ registration }: { registration: Registration }) {
  const t = useT();
  const [deleting, run] = useAction();
  const { id, username } = registration;
  const form = useMemo(() => registrationDecisionForm(id), [id]);
  const { values, errors, status } = useForm(form, { load: false });
  const busy = deleting || status === 'submitting';
  const titleId = `registration-title-${id}`;
  const pending = registration.state?.id === RegistrationState.pending;
  const response = values?.response ?? '';
  async function decide(decision: 'accept' | 'reject') {
    if (!(await form.decide(decision))) return;
    toast({
      severity: 'success',
      summary:
        decision === 'accept'
          ? t('admin.registrations.accepted', 'Registration of {name} accepted', { name: username })
          : t('admin.registrations.rejected', 'Registration of {name} rejected', { name: username }),
    });
  }
  async function onDelete() {
    const answer = await confirm({
      title: t('admin.registrations.deleteTitle', 'Delete registration request'),
      message: t(
        'admin.registrations.confirmDelete',
        'Do you really want to delete the registration request of {name}?',
        { name: username },
      ),
      confirmButtonText: t('admin.registrations.delete', 'Delete'),
    });
    if (answer.confirmed)
      await run(
        () => removeRegistration(id),
        t('admin.registrations.deleted', 'Registration request of {name} deleted', { name: username }),
      );
  }
  return (
    <li className="admin-item">
      <div className="item-title" id={titleId}>
        <strong>{username}</strong>
        {registration.accountDisplayName ? <span className="muted"> · {registration.accountDisplayName}</span> : null}
      </div>
      <dl className="facts">
        <dt>{t('admin.registrations.email', 'Email')}</dt>
        <dd>
          {registration.email}
          {registration.emailVerified ? ` (${t('admin.registrations.verified', 'verified')})` : ''}
        </dd>
        <dt>{t('admin.registrations.reason', 'Reason')}</dt>
        <dd>{registration.registrationReason}</dd>
        <dt>{t('admin.registrations.state', 'State')}</dt>
        <dd>
          <StateBadge state={registration.state?.id} />
          {registration.createdAt ? (
            <>
              {' '}
              · <RelativeTime date={registration.createdAt} />
            </>
          ) : null}
        </dd>
        {registration.moderationResponse ? (
          <>
            <dt>{t('admin.registrations.response', 'Moderation response')}</dt>
            <dd>{registration.moderationResponse}</dd>
          </>
        ) : null}
      </dl>
      {pending ? (
        <form onSubmit={(e) => e.preventDefault()} noValidate>
          <Field
            label={t('admin.registrations.responseLabel', 'Response sent to the person (required)')}
            error={errors.response}
          >
            {(control) => (
              <textarea
                {...control}
                value={response}
                maxLength={3000}
                onChange={(e) => form.set('response', e.target.value)}
              />
            )}
          </Field>
          <FormMessage error={errors._form} />
          <div className="admin-actions">
            <button
              type="button"
              className="button"
              aria-describedby={titleId}
              disabled={busy || !response.trim()}
              onClick={() => void decide('accept')}
            >
              {t('admin.registrations.accept', 'Accept')}
            </button>
            <button
              type="button"
              className="button"
              aria-describedby={titleId}
              disabled={busy || !response.trim()}
              onClick={() => void decide('reject')}
            >
              {t('admin.registrations.reject', 'Reject')}
            </button>
          </div>
        </form>
      ) : null}
      <div className="admin-actions">
        <button
          type="button"
          className="button"
          aria-describedby={titleId}
          disabled={busy}
          onClick={() => void onDelete()}
        >
          {t('admin.registrations.delete', 'Delete')}
        </button>
      </div>
    </li>
  );
}

export default contained(AdminRegistrations, 'AdminRegistrations');
