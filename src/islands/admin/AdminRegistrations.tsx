import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Right } from '../../lib/rights';
import { useT } from '../../i18n/useT';
import { useAction } from '../common/useAction';
import { RegistrationState, type Registration } from '../../api/admin';
import { $registrations, decideOnRegistration, loadRegistrations, removeRegistration } from '../../stores/admin/admin';
import { confirm } from '../../stores/shell/confirm';
import Remote from '../common/Remote';
import RelativeTime from '../common/RelativeTime';
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
  const state = useStore($registrations);
  return (
    <Remote
      state={state}
      retry={() => void loadRegistrations()}
      isEmpty={(d) => !d.data?.length}
      emptyMessage={t('admin.registrations.none', 'No registration requests.')}
    >
      {(page) => (
        <ul className="data-list">
          {page.data.map((registration) => (
            <Request key={registration.id} registration={registration} />
          ))}
        </ul>
      )}
    </Remote>
  );
}

function Request({ registration }: { registration: Registration }) {
  const t = useT();
  const [response, setResponse] = useState('');
  const [busy, run] = useAction();
  const { id, username } = registration;
  const titleId = `registration-title-${id}`;
  const pending = registration.state?.id === RegistrationState.pending;
  async function decide(decision: 'accept' | 'reject') {
    await run(
      () => decideOnRegistration(id, decision, response),
      decision === 'accept'
        ? t('admin.registrations.accepted', 'Registration of {name} accepted', { name: username })
        : t('admin.registrations.rejected', 'Registration of {name} rejected', { name: username }),
    );
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
        <form onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={`registration-response-${id}`}>
            {t('admin.registrations.responseLabel', 'Response sent to the person (required)')}
          </label>
          <textarea id={`registration-response-${id}`} value={response} onChange={(e) => setResponse(e.target.value)} />
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
