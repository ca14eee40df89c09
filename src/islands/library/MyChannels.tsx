import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import type { VideoChannel } from '../../api/types';
import { deleteMyChannel, myChannels } from '../../stores/library/channel-editor';
import Avatar from '../common/Avatar';
import PagedView, { type ListViewProps } from '../common/PagedView';
import AccountOnly from '../manage-video/AccountOnly';
import '../manage-video/manage.css';
import { contained } from '../common/contained';

/** The link to the create page, above the list (also in the early paint, components/library/EarlyRows.astro). */
export function CreateChannelLink() {
  const t = useT();
  return (
    <p>
      <a className="button primary" href="/my-library/video-channels/create">
        {t('channels.createLink', 'Create a new channel')}
      </a>
    </p>
  );
}

/** One channel: avatar, name, handle and subscribers (parts the early paint fills, lib/early-rows.ts), update, delete. */
export function ChannelRow({
  channel: c,
  onDelete,
}: {
  channel: VideoChannel;
  onDelete?: (channel: VideoChannel) => void;
}) {
  const t = useT();
  const tn = useTn();
  return (
    <li>
      <Avatar name={c.displayName ?? c.name} avatars={c.avatars as never} size={48} shape="square" />
      <div>
        <a href={`/c/${c.name}`}>{c.displayName}</a>
        <div className="muted">
          <span>{c.name}</span> ·{' '}
          <span data-part="followers">
            {tn(
              'channels.followers',
              { one: '{count} subscriber', other: '{count} subscribers' },
              c.followersCount ?? 0,
            )}
          </span>
        </div>
      </div>
      <div className="manage-row-actions" style={{ marginInlineStart: 'auto', gridColumn: 'auto' }}>
        <a className="button" href={`/my-library/video-channels/update/${c.name}`}>
          {t('channels.update', 'Update')}
          <span className="visually-hidden"> {c.displayName}</span>
        </a>
        <button type="button" className="button" onClick={() => onDelete?.(c)}>
          {t('channels.delete', 'Delete')}
          <span className="visually-hidden"> {c.displayName}</span>
        </button>
      </div>
    </li>
  );
}

/** Props of the list: its state and the list's and rows' actions (none in the early paint's sample). */
export interface ChannelListProps extends ListViewProps<VideoChannel> {
  onDelete?: (channel: VideoChannel) => void;
}

/** The count, the channels and "Load more". */
export function ChannelList({ state, retry, loadMore, onDelete }: ChannelListProps) {
  const t = useT();
  const tn = useTn();
  return (
    <PagedView
      state={state}
      retry={retry}
      loadMore={loadMore}
      emptyMessage={t('channels.none', 'You have no channels yet.')}
      countLabel={(n) => tn('channels.count', { one: '{count} channel', other: '{count} channels' }, n)}
    >
      {(items: VideoChannel[]) => (
        <ul className="data-list" aria-label={t('channels.list', 'Your channels')}>
          {items.map((c) => (
            <ChannelRow key={c.id} channel={c} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </PagedView>
  );
}

const retry = () => void myChannels.retry();
const loadMore = () => void myChannels.loadMore();
const remove = (channel: VideoChannel) => void deleteMyChannel(channel);

function List() {
  const state = useStore(myChannels.$state);
  return <ChannelList state={state} retry={retry} loadMore={loadMore} onDelete={remove} />;
}

/** /my-library/video-channels: the person's channels, each with its update page and delete; a link to create one. */
function MyChannels() {
  return (
    <AccountOnly>
      <CreateChannelLink />
      <List />
    </AccountOnly>
  );
}

export default contained(MyChannels, 'MyChannels');
