import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { $language } from '../../i18n';
import { answerOwnership, myOwnership } from '../../stores/my-ownership';
import { $myChannels } from '../../stores/my-space';
import type { VideoChangeOwnership } from '../../api/types';
import { formatDate } from '../../lib/format';
import { watchPath } from '../../lib/watch-path';
import PagedView from '../common/PagedView';
import LoginRequired from './LoginRequired';
import { contained } from '../common/contained';

/** One offered video: who offers it, when, its state; while waiting, the channel to take it into, Accept and Refuse. */
function Change({ change }: { change: VideoChangeOwnership }) {
  const t = useT();
  const language = useStore($language);
  const channels = useStore($myChannels).data?.data ?? [];
  const [channelId, setChannelId] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const chosen = channelId || channels[0]?.id || '';
  const from = change.initiatorAccount.displayName || change.initiatorAccount.name;
  const status = {
    WAITING: t('ownership.waiting', 'Waiting for your answer'),
    ACCEPTED: t('ownership.statusAccepted', 'Accepted'),
    REFUSED: t('ownership.statusRefused', 'Refused'),
  }[change.status];
  const answer = async (decision: 'accept' | 'refuse') => {
    setBusy(true);
    await answerOwnership(change, decision, chosen || undefined);
    setBusy(false);
  };
  return (
    <li className="ownership-row">
      <span className="blocklist-name">
        <a href={watchPath(change.video)}>{change.video.name}</a>{' '}
        <span className="muted">{t('ownership.from', 'offered by {name}', { name: from })} · <time dateTime={String(change.createdAt)}>{formatDate(change.createdAt, language)}</time></span>
      </span>
      <span className="manage-badge">{status}</span>
      {change.status === 'WAITING' && (
        <span className="ownership-actions">
          <label htmlFor={selectId}>{t('ownership.channel', 'Into my channel')}</label>
          <select id={selectId} value={chosen} onChange={(e) => setChannelId(Number(e.target.value))} disabled={busy}>
            {channels.map((c) => <option key={c.id} value={c.id}>{c.displayName}</option>)}
          </select>
          <button type="button" className="button primary" disabled={busy || !chosen} onClick={() => void answer('accept')}
            aria-label={t('ownership.acceptVideo', 'Accept {name}', { name: change.video.name })}>
            {t('ownership.accept', 'Accept')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void answer('refuse')}
            aria-label={t('ownership.refuseVideo', 'Refuse {name}', { name: change.video.name })}>
            {t('ownership.refuse', 'Refuse')}
          </button>
        </span>
      )}
    </li>
  );
}

function Ownership() {
  const t = useT();
  const tn = useTn();
  const state = useStore(myOwnership.$state);
  return (
    <PagedView
      state={state}
      auto
      retry={() => void myOwnership.retry()}
      loadMore={() => void myOwnership.loadMore()}
      emptyMessage={t('ownership.empty', 'Nobody has offered you a video.')}
      countLabel={(n) => tn('ownership.count', { one: '{count} ownership change', other: '{count} ownership changes' }, n)}
    >
      {(items: VideoChangeOwnership[]) => (
        <ul className="plain-list blocklist" aria-label={t('ownership.list', 'Videos offered to you')}>
          {items.map((change) => <Change key={change.id} change={change} />)}
        </ul>
      )}
    </PagedView>
  );
}

/** /my-library/ownership: videos other accounts offered to the person, to accept into a channel or refuse. */
function MyOwnership() {
  return <LoginRequired><Ownership /></LoginRequired>;
}

export default contained(MyOwnership, 'MyOwnership');
