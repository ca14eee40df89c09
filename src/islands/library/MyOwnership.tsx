import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { answerOwnership, myOwnership } from '../../stores/library/my-ownership';
import { $myChannels } from '../../stores/session/my-channels';
import type { VideoChangeOwnership } from '../../api/types';
import { ownershipTexts, ownershipView, type OwnershipView } from '../../lib/rows/ownership';
import PagedView, { type ListViewProps } from '../common/PagedView';
import Rows from '../common/Rows';
import { useRowContext } from '../common/useRowContext';
import AccountOnly from '../shell/AccountOnly';
import { contained } from '../common/contained';

/** A channel the person can take a video into. */
type Channel = { id: number; displayName: string };

/** How a row answers an offer: accepted into a channel, or refused. */
type Answer = (decision: 'accept' | 'refuse', channelId?: number) => Promise<unknown>;

/** One offered video from its view (lib/rows/ownership.ts): who offers it, when, its state; while waiting, the channel
 *  to take it into, Accept and Refuse (the early paint's template is this, from a template view, without `onAnswer`). */
export function OwnershipRow({ view, onAnswer }: { view: OwnershipView; onAnswer?: Answer }) {
  const { text, attr, show } = view;
  const channels = view.each?.channels ?? [];
  const [channelId, setChannelId] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = channelId || channels[0]?.attr.value || '';
  const answer = async (decision: 'accept' | 'refuse') => {
    setBusy(true);
    await onAnswer?.(decision, chosen ? Number(chosen) : undefined);
    setBusy(false);
  };
  return (
    <li className="ownership-row">
      <span className="blocklist-name">
        <a href={attr.watch} data-v="video" data-a="href:watch">
          {text.video}
        </a>{' '}
        <span className="muted">
          <span data-v="from">{text.from}</span> ·{' '}
          <time dateTime={attr.since} data-v="date" data-a="datetime:since">
            {text.date}
          </time>
        </span>
      </span>
      <span className="manage-badge" data-v="status">
        {text.status}
      </span>
      {show.waiting && (
        <span className="ownership-actions" data-show="waiting">
          <label htmlFor={attr.selectId} data-v="channelLabel" data-a="for:selectId">
            {text.channelLabel}
          </label>
          <select
            id={attr.selectId}
            value={chosen}
            onChange={(e) => setChannelId(e.target.value)}
            disabled={busy}
            data-a="id:selectId"
          >
            {channels.map((c) => (
              <option
                key={c.attr.value}
                value={c.attr.value}
                data-each="channels"
                data-v="channel"
                data-a="value:value;?selected:first"
              >
                {c.text.channel}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button primary"
            disabled={busy || !chosen}
            onClick={() => void answer('accept')}
            aria-label={attr.acceptLabel}
            data-v="accept"
            data-a="aria-label:acceptLabel;?disabled:noChannel"
          >
            {text.accept}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void answer('refuse')}
            aria-label={attr.refuseLabel}
            data-v="refuse"
            data-a="aria-label:refuseLabel"
          >
            {text.refuse}
          </button>
        </span>
      )}
    </li>
  );
}

/** Props of the list: its state, the person's channels, and the rows' answer (none in the early paint's template). */
export interface OwnershipListProps extends ListViewProps<VideoChangeOwnership> {
  channels: Channel[];
  onAnswer?: (change: VideoChangeOwnership, decision: 'accept' | 'refuse', channelId?: number) => Promise<unknown>;
}

/** The count, the offered videos and "Load more". */
export function OwnershipList({ state, retry, loadMore, channels, onAnswer }: OwnershipListProps) {
  const t = useT();
  const tn = useTn();
  const ctx = useRowContext();
  return (
    <PagedView
      state={state}
      auto
      retry={retry}
      loadMore={loadMore}
      emptyMessage={t('ownership.empty', 'Nobody has offered you a video.')}
      countLabel={(n) => ownershipTexts.count!(n, { tn })}
    >
      {(items: VideoChangeOwnership[]) => {
        const views = items.map((change) => ownershipView(change, channels, ctx));
        return (
          <Rows className="plain-list blocklist" label={ownershipTexts.list(t)} views={views}>
            {items.map((change, i) => (
              <OwnershipRow
                key={change.id}
                view={views[i]!}
                onAnswer={onAnswer && ((decision, channelId) => onAnswer(change, decision, channelId))}
              />
            ))}
          </Rows>
        );
      }}
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
    <AccountOnly>
      <Ownership />
    </AccountOnly>
  );
}

export default contained(MyOwnership, 'MyOwnership');
