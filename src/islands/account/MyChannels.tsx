import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { $myChannels, loadMyChannels } from '../../stores/my-space';
import Remote from '../common/Remote';
import Avatar from '../common/Avatar';
import { useAccess } from '../shell/useAccess';

/** The user's channels, each linking to its page and its update form. */
export default function MyChannels() {
  const user = useAccess();
  return user ? <List /> : null;
}

function List() {
  const t = useT();
  const tn = useTn();
  const state = useStore($myChannels);
  return (
    <Remote state={state} retry={() => void loadMyChannels()} isEmpty={(d) => !d.data?.length} emptyMessage={t('channels.none', 'You have no channels yet.')}>
      {(page) => (
        <ul className="data-list">
          {page.data.map((c) => (
            <li key={c.id}>
              <Avatar name={c.displayName ?? c.name} avatars={c.avatars as never} size={48} shape="square" />
              <div>
                <a href={`/c/${c.name}`}>{c.displayName}</a>
                <div className="muted">{c.name} · {tn('channels.followers', { one: '{count} subscriber', other: '{count} subscribers' }, c.followersCount ?? 0)}</div>
              </div>
              <a className="button" style={{ marginInlineStart: 'auto' }} href={`/my-library/video-channels/update/${c.name}`}>
                {t('channels.update', 'Update')}<span className="visually-hidden"> {c.displayName}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Remote>
  );
}
