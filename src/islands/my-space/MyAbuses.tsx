import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { MyAbuse } from '../../api/my-moderation';
import { useT, useTn } from '../../i18n/useT';
import { abuseReasonLabel } from '../../lib/abuse-reasons';
import {
  $abuseMessages,
  $abuseTarget,
  $myAbuses,
  abuseTarget,
  loadMoreAbuses,
  reloadAbuses,
} from '../../stores/my-space/my-abuses';
import RelativeTime from '../common/RelativeTime';
import { useAccess } from '../shell/useAccess';
import AbuseMessages from './AbuseMessages';
import PagedView from '../common/PagedView';
import { contained } from '../common/contained';
import { $serverT } from '../../stores/instance/server-labels';

/** /my-account/abuses: the reports the user made, their state, and messages with the moderators. */
function MyAbuses() {
  const user = useAccess();
  return user ? <Reports /> : null;
}

function Reports() {
  const t = useT();
  const tn = useTn();
  const state = useStore($myAbuses);
  return (
    <PagedView
      state={state}
      retry={() => void reloadAbuses()}
      loadMore={() => void loadMoreAbuses()}
      emptyMessage={t('myAbuses.none', 'You have not reported anything.')}
      countLabel={(count) => tn('myAbuses.total', { one: '{count} report', other: '{count} reports' }, count)}
    >
      {(items) => (
        <ul className="my-space-list" aria-label={t('myAbuses.list', 'My abuse reports')}>
          {items.map((abuse) => (
            <li key={abuse.id}>
              <Report abuse={abuse} />
            </li>
          ))}
        </ul>
      )}
    </PagedView>
  );
}

function Report({ abuse }: { abuse: MyAbuse }) {
  const t = useT();
  const target = useStore($abuseTarget);
  const st = useStore($serverT);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const isTarget = target === abuse.id;
  useEffect(() => {
    // The link a notification gave: bring that report into view and move focus to it.
    if (!isTarget || !ref.current) return;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [isTarget]);
  const what = abuseTarget(abuse);
  const kind = {
    video: t('myAbuses.kind.video', 'Video'),
    comment: t('myAbuses.kind.comment', 'Comment on the video'),
    account: t('myAbuses.kind.account', 'Account'),
    unknown: t('myAbuses.kind.unknown', 'Deleted content'),
  }[what.kind];
  const headingId = `abuse-${abuse.id}-title`;
  const panelId = `abuse-${abuse.id}-messages`;
  // Once the thread is loaded (and after sending), its own total is the fresh count.
  const count = useStore($abuseMessages)[String(abuse.id)]?.data?.total ?? abuse.countMessages ?? 0;
  return (
    <article
      id={`abuse-${abuse.id}`}
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`my-space-item${isTarget ? ' is-target' : ''}`}
    >
      <header className="my-space-item-header">
        <h2 id={headingId} className="my-space-item-title">
          {t('myAbuses.number', 'Report #{id}', { id: abuse.id })}
        </h2>
        <span className={`state-badge state-${abuse.state?.id ?? 0}`}>{st(abuse.state?.label)}</span>
        {abuse.createdAt && <RelativeTime date={String(abuse.createdAt)} />}
      </header>
      <dl className="facts">
        <dt>{kind}</dt>
        <dd>{what.href ? <a href={what.href}>{what.name}</a> : what.name || '—'}</dd>
        <dt>{t('myAbuses.reasonLabel', 'Reason')}</dt>
        <dd className="pre-line">{abuse.reason}</dd>
        {!!abuse.predefinedReasons?.length && (
          <>
            <dt>{t('myAbuses.categories', 'Categories')}</dt>
            <dd>{abuse.predefinedReasons.map((r) => abuseReasonLabel(t, String(r))).join(', ')}</dd>
          </>
        )}
        {abuse.moderationComment && (
          <>
            <dt>{t('myAbuses.moderationComment', 'Moderation comment')}</dt>
            <dd className="pre-line">{abuse.moderationComment}</dd>
          </>
        )}
      </dl>
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('myAbuses.messages', 'Messages ({count})', { count })}
      </button>
      {open && <AbuseMessages id={panelId} abuseId={abuse.id} />}
    </article>
  );
}

export default contained(MyAbuses, 'MyAbuses');
