import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { useAction } from '../common/useAction';
import { Right } from '../../lib/rights';
import { AbuseState, type Abuse } from '../../api/admin';
import {
  $abuseFilter,
  $abuses,
  abuseIdFrom,
  loadAbuses,
  moderateAbuse,
  showAbuses,
  type AbuseFilter,
} from '../../stores/admin/admin';
import Remote from '../common/Remote';
import RelativeTime from '../common/RelativeTime';
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
  const state = useStore($abuses);
  const filter = useStore($abuseFilter);
  const [highlight, setHighlight] = useState(() => abuseIdFrom(location));
  const focused = useRef<number | null>(null);
  useEffect(() => {
    const onHash = () => setHighlight(abuseIdFrom(location));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const ready = state.status === 'ready';
  useEffect(() => {
    // Once per fragment: reloads after a decision must not pull focus back.
    if (!ready || !highlight || focused.current === highlight) return;
    const item = document.getElementById(`abuse-${highlight}`);
    if (!item) return;
    focused.current = highlight;
    item.focus();
    item.scrollIntoView({ block: 'center' });
  }, [ready, highlight]);
  const filters: Array<[AbuseFilter, string]> = [
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
          <select value={filter} onChange={(e) => void showAbuses(e.target.value as AbuseFilter)}>
            {filters.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Remote
        state={state}
        retry={() => void loadAbuses()}
        isEmpty={(d) => !d.data?.length}
        emptyMessage={t('admin.noAbuses', 'No abuse reports. All clear!')}
      >
        {(page) => (
          <ul className="data-list">
            {page.data.map((abuse) => (
              <Report key={abuse.id} abuse={abuse} highlighted={abuse.id === highlight} />
            ))}
          </ul>
        )}
      </Remote>
    </>
  );
}

function Report({ abuse, highlighted }: { abuse: Abuse; highlighted: boolean }) {
  const t = useT();
  const [comment, setComment] = useState('');
  const [busy, run] = useAction();
  const stateId = abuse.state?.id;
  const titleId = `abuse-title-${abuse.id}`;
  const video = abuse.video;
  async function decide(decision: 'accepted' | 'rejected') {
    const done = await run(
      () => moderateAbuse(abuse.id, decision, comment),
      decision === 'accepted'
        ? t('admin.reports.accepted', 'Report #{id} accepted', { id: abuse.id })
        : t('admin.reports.rejected', 'Report #{id} rejected', { id: abuse.id }),
    );
    if (done) setComment('');
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
      <form onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`abuse-comment-${abuse.id}`}>
          {t('admin.reports.commentLabel', 'Moderation comment (optional)')}
        </label>
        <textarea
          id={`abuse-comment-${abuse.id}`}
          value={comment}
          maxLength={3000}
          onChange={(e) => setComment(e.target.value)}
        />
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
