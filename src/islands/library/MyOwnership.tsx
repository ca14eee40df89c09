import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { $language } from '../../i18n';
import { answerOwnership, myOwnership } from '../../stores/library/my-ownership';
import { $myChannels } from '../../stores/session/my-channels';
import type { VideoChangeOwnership } from '../../api/types';
import { formatDate } from '../../lib/format';
import { watchPath } from '../../lib/watch-path';
import { ownershipStatusText } from '../../lib/ownership-status';
import PagedView, { type ListViewProps } from '../common/PagedView';
import LoginRequired from './LoginRequired';
import { contained } from '../common/contained';

/** A channel the person can take a video into. */
type Channel = { id: number; displayName: string };

/** One offered video: who offers it, when, its state; while waiting, the channel to take it into, Accept and Refuse.
 *  Without `onAnswer` it is the row the early paint clones (components/library/EarlyRows.astro). */
export function OwnershipRow({
  change,
  channels,
  onAnswer,
}: {
  change: VideoChangeOwnership;
  channels: Channel[];
  onAnswer?: (change: VideoChangeOwnership, decision: 'accept' | 'refuse', channelId?: number) => Promise<unknown>;
}) {
  const t = useT();
  const language = useStore($language);
  const [channelId, setChannelId] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const chosen = channelId || channels[0]?.id || '';
  const from = change.initiatorAccount.displayName || change.initiatorAccount.name;
  const answer = async (decision: 'accept' | 'refuse') => {
    setBusy(true);
    await onAnswer?.(change, decision, chosen || undefined);
    setBusy(false);
  };
  return (
    <li className="ownership-row">
      <span className="blocklist-name">
        <a href={watchPath(change.video)}>{change.video.name}</a>{' '}
        <span className="muted">
          {t('ownership.from', 'offered by {name}', { name: from })} ·{' '}
          <time dateTime={String(change.createdAt)}>{formatDate(change.createdAt, language)}</time>
        </span>
      </span>
      <span className="manage-badge">{ownershipStatusText(change.status, t)}</span>
      {change.status === 'WAITING' && (
        <span className="ownership-actions">
          <label htmlFor={selectId}>{t('ownership.channel', 'Into my channel')}</label>
          <select id={selectId} value={chosen} onChange={(e) => setChannelId(Number(e.target.value))} disabled={busy}>
            {channels.map((c) => (
              <option key={c.id} value={c.id}>
                {c.displayName}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button primary"
            disabled={busy || !chosen}
            onClick={() => void answer('accept')}
            aria-label={t('ownership.acceptVideo', 'Accept {name}', { name: change.video.name })}
          >
            {t('ownership.accept', 'Accept')}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void answer('refuse')}
            aria-label={t('ownership.refuseVideo', 'Refuse {name}', { name: change.video.name })}
          >
            {t('ownership.refuse', 'Refuse')}
          </button>
        </span>
      )}
    </li>
  );
}

/** Props of the list: its state, the person's channels, and the rows' answer (none in the early paint's sample). */
export interface OwnershipListProps extends ListViewProps<VideoChangeOwnership> {
  channels: Channel[];
  onAnswer?: (change: VideoChangeOwnership, decision: 'accept' | 'refuse', channelId?: number) => Promise<unknown>;
}

/** The count, the offered videos and "Load more". */
export function OwnershipList({ state, retry, loadMore, channels, onAnswer }: OwnershipListProps) {
  const t = useT();
  const tn = useTn();
  return (
    <PagedView
      state={state}
      auto
      retry={retry}
      loadMore={loadMore}
      emptyMessage={t('ownership.empty', 'Nobody has offered you a video.')}
      countLabel={(n) =>
        tn('ownership.count', { one: '{count} ownership change', other: '{count} ownership changes' }, n)
      }
    >
      {(items: VideoChangeOwnership[]) => (
        <ul className="plain-list blocklist" aria-label={t('ownership.list', 'Videos offered to you')}>
          {items.map((change) => (
            <OwnershipRow key={change.id} change={change} channels={channels} onAnswer={onAnswer} />
          ))}
        </ul>
      )}
    </PagedView>
  );
}

function Ownership() {
  const state = useStore(myOwnership.$state);
  const channels = useStore($myChannels).data?.data ?? [];
  return (
    <OwnershipList
      state={state}
      retry={() => void myOwnership.retry()}
      loadMore={() => void myOwnership.loadMore()}
      channels={channels}
      onAnswer={answerOwnership}
    />
  );
}

/** /my-library/ownership: videos other accounts offered to the person, to accept into a channel or refuse. */
function MyOwnership() {
  return (
    <LoginRequired>
      <Ownership />
    </LoginRequired>
  );
}

export default contained(MyOwnership, 'MyOwnership');
