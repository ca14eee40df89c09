import type { SearchChannel } from '../../api/search';
import { channelResultView, type ChannelResultView } from '../../lib/rows/search';
import { RowAvatar } from '../common/Avatar';
import { useRowContext } from '../common/useRowContext';

/** A channel result from its view (lib/rows/search.ts): avatar, name linking to /c/{handle}, handle and followers (the
 *  early paint's template is this, from a template view). */
export function ChannelResultCard({ view }: { view: ChannelResultView }) {
  const { text, attr } = view;
  return (
    <article className="search-actor">
      <RowAvatar view={view} size={64} shape="square" />
      <div>
        <h3>
          <a href={attr.link} data-v="name" data-a="href:link">
            {text.name}
          </a>
        </h3>
        <p className="search-meta" data-v="handle">
          {text.handle}
        </p>
        <p className="search-meta" data-v="followers">
          {text.followers}
        </p>
      </div>
    </article>
  );
}

/** A channel in search results: avatar, name linking to /c/{handle}, handle and followers. */
export default function ChannelResult({ channel }: { channel: SearchChannel }) {
  return <ChannelResultCard view={channelResultView(channel, useRowContext())} />;
}
