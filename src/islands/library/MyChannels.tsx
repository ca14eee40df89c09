import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import type { VideoChannel } from '../../api/types';
import { deleteMyChannel, myChannels } from '../../stores/my-channels';
import Avatar from '../common/Avatar';
import PagedView from '../common/PagedView';
import AccountOnly from '../manage-video/AccountOnly';
import '../manage-video/manage.css';
import { contained } from '../common/contained';

function List() {
  const t = useT();
  const tn = useTn();
  const state = useStore(myChannels.$state);
  return (
    <PagedView
      state={state}
      retry={() => void myChannels.retry()}
      loadMore={() => void myChannels.loadMore()}
      emptyMessage={t('channels.none', 'You have no channels yet.')}
      countLabel={(n) => tn('channels.count', { one: '{count} channel', other: '{count} channels' }, n)}
    >
      {(items: VideoChannel[]) => (
        <ul className="data-list" aria-label={t('channels.list', 'Your channels')}>
          {items.map((c) => (
            <li key={c.id}>
              <Avatar name={c.displayName ?? c.name} avatars={c.avatars as never} size={48} shape="square" />
              <div>
                <a href={`/c/${c.name}`}>{c.displayName}</a>
                <div className="muted">{c.name} · {tn('channels.followers', { one: '{count} subscriber', other: '{count} subscribers' }, c.followersCount ?? 0)}</div>
              </div>
              <div className="manage-row-actions" style={{ marginInlineStart: 'auto', gridColumn: 'auto' }}>
                <a className="button" href={`/my-library/video-channels/update/${c.name}`}>
                  {t('channels.update', 'Update')}<span className="visually-hidden"> {c.displayName}</span>
                </a>
                <button type="button" className="button" onClick={() => void deleteMyChannel(c)}>
                  {t('channels.delete', 'Delete')}<span className="visually-hidden"> {c.displayName}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PagedView>
  );
}

/** /my-library/video-channels: the person's channels, each with its update page and delete; a link to create one. */
function MyChannels() {
  const t = useT();
  return (
    <AccountOnly>
      <p><a className="button primary" href="/my-library/video-channels/create">{t('channels.createLink', 'Create a new channel')}</a></p>
      <List />
    </AccountOnly>
  );
}

export default contained(MyChannels, 'MyChannels');
