import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import type { VideoChannel } from '../../api/types';
import { deleteMyChannel, myChannels } from '../../stores/library/my-channels-list';
import { RowAvatar } from '../common/Avatar';
import PagedView, { type ListViewProps } from '../common/PagedView';
import Rows from '../common/Rows';
import { useRowContext } from '../common/useRowContext';
import { myChannelsTexts, myChannelView, type MyChannelView } from '../../lib/rows/my-channels';
import AccountOnly from '../shell/AccountOnly';
import '../manage-video/manage.css';
import { contained } from '../common/contained';

/** The link to the create page, above the list (also in the early paint, around its rows). */
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

/** One channel from its view (lib/rows/my-channels.ts): avatar, name, handle and subscribers, Update and Delete (the
 *  early paint's template is this, from a template view). */
export function ChannelRow({ view, onDelete }: { view: MyChannelView; onDelete?: () => void }) {
  const { text, attr } = view;
  const named = (
    <span className="visually-hidden" data-v="named">
      {text.named}
    </span>
  );
  return (
    <li>
      <RowAvatar view={view} size={48} shape="square" />
      <div>
        <a href={attr.link} data-v="name" data-a="href:link">
          {text.name}
        </a>
        <div className="muted">
          <span data-v="handle">{text.handle}</span> · <span data-v="followers">{text.followers}</span>
        </div>
      </div>
      <div className="manage-row-actions" style={{ marginInlineStart: 'auto', gridColumn: 'auto' }}>
        <a className="button" href={attr.update} data-a="href:update">
          <span data-v="update">{text.update}</span>
          {named}
        </a>
        <button type="button" className="button" onClick={onDelete}>
          <span data-v="delete">{text.delete}</span>
          {named}
        </button>
      </div>
    </li>
  );
}

/** Props of the list: its state and the list's and rows' actions (none in the early paint's template). */
export interface ChannelListProps extends ListViewProps<VideoChannel> {
  onDelete?: (channel: VideoChannel) => void;
}

/** The count, the channels and "Load more". */
export function ChannelList({ state, retry, loadMore, onDelete }: ChannelListProps) {
  const t = useT();
  const tn = useTn();
  const ctx = useRowContext();
  return (
    <PagedView
      state={state}
      retry={retry}
      loadMore={loadMore}
      emptyMessage={t('channels.none', 'You have no channels yet.')}
      countLabel={(n) => myChannelsTexts.count!(n, { tn })}
    >
      {(items: VideoChannel[]) => {
        const views = items.map((c) => myChannelView(c, ctx));
        return (
          <Rows className="data-list" label={myChannelsTexts.list(t)} views={views}>
            {items.map((c, i) => (
              <ChannelRow key={c.id} view={views[i]!} onDelete={() => onDelete?.(c)} />
            ))}
          </Rows>
        );
      }}
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
