import type { SearchChannel } from '../../api/search';
import { useTn } from '../../i18n/useT';
import { actorHandle } from '../../lib/format';
import { instanceHost } from '../../stores/instance/client-settings';
import Avatar from '../common/Avatar';

/** A channel in search results: avatar, name linking to /c/{handle}, handle and followers. */
export default function ChannelResult({ channel }: { channel: SearchChannel }) {
  const tn = useTn();
  const handle = actorHandle(channel, instanceHost());
  const fullHandle = `${channel.name}@${channel.host ?? instanceHost()}`;
  const name = channel.displayName || channel.name;
  return (
    <article className="search-actor">
      <Avatar name={name} avatars={channel.avatars} size={64} shape="square" />
      <div>
        <h3>
          <a href={`/c/${handle}`}>{name}</a>
        </h3>
        <p className="search-meta">{fullHandle}</p>
        <p className="search-meta">
          {tn('search.followers', { one: '{count} follower', other: '{count} followers' }, channel.followersCount ?? 0)}
        </p>
      </div>
    </article>
  );
}
