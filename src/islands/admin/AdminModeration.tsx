import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import { AbuseState, type Abuse } from '../../api/admin';
import {
  $abuses,
  abuseDecisionForm,
  abuseIdFrom,
  filterAbuses,
  loadMoreAbuses,
  retryAbuses,
} from '../../stores/admin/admin-abuses';
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
import { $serverT } from '../../stores/instance/server-labels';

/** Moderation, reports tab: abuse reports by state, each accepted or rejected with an optional comment (manage-abuses right). */
function AdminModeration() {
  const user = useAccess(Right.manageAbuses);
  return user ? (
    <>
      <ModerationTabs current="reports" user={user} />
      <Reports />
    </>
  ) : null;
}

function Reports() {
  const t = useT();
  const st = useStore($serverT);
  const tn = useTn();
  const state = useStore($abuses);
  const [highlight, setHighlight] = useState(() => abuseIdFrom(location));
  const focused = useRef<number | null>(null);
  useEffect(() => {
    const onHash = () => setHighlight(abuseIdFrom(location));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const ready = state.status === 'ready';
  useEffect(() => {
    // Once per fragment: later pages and decisions must not pull focus back.
    if (!ready || !highlight || focused.current === highlight) return;
    const item = document.getElementById(`abuse-${highlight}`);
    if (!item) return;
    focused.current = highlight;
    item.focus();
    item.scrollIntoView({ block: 'center' });
  }, [ready, highlight]);
  const filters: Array<[string, string]> = [
    ['all', t('admin.filter.all', 'All')],
    ['pending', st('Pending')],
    ['accepted', st('Accepted')],
    ['rejected', st('Rejected')],
  ];
  return (
    <>
      <div className="admin-filters">
        <label>
          {t('admin.reports.stateFilter', 'State')}
          <select
            value={state.filters.state || 'all'}
            onChange={(e) => void filterAbuses({ state: e.target.value === 'all' ? '' : e.target.value })}
          >
            {filters.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <ListSearch
          value={state.filters.search}
          onSearch={(search) => void filterAbuses({ search })}
          label={t('admin.reports.search', 'Search reports (video, channel or account)')}
        />
      </div>
      <PagedView
        state={state}
        retry={() => void retryAbuses()}
        loadMore={() => void loadMoreAbuses()}
        emptyMessage={t('admin.noAbuses', 'No abuse reports. All clear!')}
        countLabel={(n) => tn('admin.reports.count', { one: '{count} report', other: '{count} reports' }, n)}
      >
        {(items) => (
          <ul className="data-list">
            {items.map((abuse) => (
              <Report key={abuse.id} abuse={abuse} highlighted={abuse.id === highlight} />
            ))}
          </ul>
        )}
      </PagedView>
    </>
  );
}

function Report({ abuse, highlighted }: { abuse: Abuse; highlighted: boolean }) {
  const t = useT();
  const form = useMemo(() => abuseDecisionForm(abuse.id), [abuse.id]);
  const { values, errors, status } = useForm(form, { load: false });
  const stateId = abuse.state?.id;
  const titleId = `abuse-title-${abuse.id}`;
  const video = abuse.video;
  const busy = status === 'submitting';
  async function decide(decision: 'accepted' | 'rejected') {
    if (!(await form.decide(decision))) return;
    toast({
      severity: 'success',
      summary:
        decision === 'accepted'
          ? t('admin.reports.accepted', 'Report #{id} accepted', { id: abuse.id })
          : t('admin.reports.rejected', 'Report #{id} rejected', { id: abuse.id }),
    });
  }
  return (
    <li
      id={`abuse-${abuse.id}`}
      tabIndex={-1}
      className={`admin-item${highlighted ? ' highlighted' : ''}`}
      aria-current={highlighted ? 'true' : undefined}
    >
      <div className="item-title" id={titleId}>
        <strong>
          {video?.name ? (
            <a href={`/w/${video.shortUUID ?? video.uuid}`}>{video.name}</a>
          ) : (
            (abuse.flaggedAccount?.displayName ?? t('admin.reports.untitled', 'Report #{id}', { id: abuse.id }))
          )}
        </strong>{' '}
        <span className="muted">#{abuse.id}</span>
      </div>
      <div>{abuse.reason}</div>
      <div className="muted">
        <StateBadge state={stateId} />
        {abuse.reporterAccount?.nameWithHost
          ? ` · ${t('admin.reportedBy', 'reported by {name}', { name: abuse.reporterAccount.nameWithHost })}`
          : ''}
        {abuse.createdAt ? (
          <>
            {' '}
            · <RelativeTime date={abuse.createdAt} />
          </>
        ) : null}
      </div>
      {abuse.moderationComment ? (
        <div>{t('admin.reports.comment', 'Moderation comment: {comment}', { comment: abuse.moderationComment })}</div>
      ) : null}
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <Field label={t('admin.reports.commentLabel', 'Moderation comment (optional)')} error={errors.comment}>
          {(control) => (
            <textarea
              {...control}
              value={values?.comment ?? ''}
              maxLength={3000}
              onChange={(e) => form.set('comment', e.target.value)}
            />
          )}
        </Field>
        <FormMessage error={errors._form} />
        <div className="admin-actions">
          <button
            type="button"
            className="button"
            aria-describedby={titleId}
            disabled={busy || stateId === AbuseState.accepted}
            onClick={() => void decide('accepted')}
          >
            {t('admin.reports.accept', 'Accept')}
          </button>
          <button
            type="button"
            className="button"
            aria-describedby={titleId}
            disabled={busy || stateId === AbuseState.rejected}
            onClick={() => void decide('rejected')}
          >
            {t('admin.reports.reject', 'Reject')}
          </button>
        </div>
      </form>
    </li>
  );
}

export default contained(AdminModeration, 'AdminModeration');
