import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { pluginMetadata, type PluginMetadata } from '../../stores/watch/watch-plugins';
import ServerHtml from '../admin-plugins/ServerHtml';
import { $language } from '../../i18n';
import { useT, useTn } from '../../i18n/useT';
import { actorHandle, formatCount } from '../../lib/format';
import { instanceHost } from '../../stores/instance/client-settings';
import { $serverT } from '../../stores/instance/server-labels';
import type { WatchedVideo } from '../../stores/watch/watch';
import type { CardVideo } from '../../stores/dialogs/card-menu';
import Avatar from '../common/Avatar';
import RelativeTime from '../common/RelativeTime';
import SubscribeButton from '../channel/SubscribeButton';
import Description from './Description';
import RatingButtons from './RatingButtons';
import SaveButton from './SaveButton';
import ReportButton from './ReportButton';
import ShareButton from './ShareButton';
import DownloadButton from './DownloadButton';
import MoreActionsButton from './MoreActionsButton';

/** Props: the video. */
export interface VideoInfoProps {
  video: WatchedVideo;
}

/** Title, views and date, rating, channel with subscribe, description, tags and the video's labels. */
export default function VideoInfo({ video }: VideoInfoProps) {
  const t = useT();
  const tn = useTn();
  const language = useStore($language);
  // The server's labels, as the server translates them (its server.json).
  const st = useStore($serverT);
  const host = instanceHost();
  const channel = video.channel;
  const account = video.account;
  const [metadata, setMetadata] = useState<PluginMetadata[]>([]);
  useEffect(() => {
    let live = true;
    void pluginMetadata(video).then((rows) => live && setMetadata(rows));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per video
  }, [video.uuid]);
  // Category, licence and language link to the search of videos sharing them, as PeerTube's watch page does.
  const labels: Array<[string, string | undefined, string?]> = [
    [t('watch.privacy', 'Privacy'), st(video.privacy?.label)],
    [
      t('watch.category', 'Category'),
      video.category?.id ? st(video.category.label) : undefined,
      `categoryOneOf=${video.category?.id}`,
    ],
    [
      t('watch.licence', 'Licence'),
      video.licence?.id ? st(video.licence.label) : undefined,
      `licenceOneOf=${video.licence?.id}`,
    ],
    [
      t('watch.language', 'Language'),
      video.language?.id ? st(video.language.label) : undefined,
      `languageOneOf=${encodeURIComponent(String(video.language?.id))}`,
    ],
  ];
  return (
    <section className="watch-info" aria-labelledby="video-title">
      <h1 id="video-title" className="watch-title">
        {video.name}
      </h1>
      <div className="watch-meta-row">
        <p className="watch-meta">
          {video.isLive
            ? tn('videos.viewers', { one: '{count} viewer', other: '{count} viewers' }, video.viewers ?? 0, {
                count: formatCount(video.viewers ?? 0, language),
              })
            : tn('videos.views', { one: '{count} view', other: '{count} views' }, video.views ?? 0, {
                count: formatCount(video.views ?? 0, language),
              })}
          {video.publishedAt && (
            <>
              {' '}
              · <RelativeTime date={String(video.publishedAt)} />
            </>
          )}
        </p>
        <div className="watch-actions">
          <RatingButtons />
          <ShareButton video={video} />
          <SaveButton video={video} />
          <DownloadButton video={video} />
          <ReportButton video={video} />
          <MoreActionsButton video={video as CardVideo} />
        </div>
      </div>
      {channel && (
        <div className="watch-channel">
          <Avatar
            name={channel.displayName ?? channel.name ?? ''}
            avatars={channel.avatars as never}
            size={48}
            shape="square"
          />
          <div className="watch-channel-names">
            <a className="watch-channel-name" href={`/c/${actorHandle(channel, host)}`}>
              {channel.displayName}
            </a>
            {account && (
              <span className="watch-account">
                {t('watch.by', 'By')} <a href={`/a/${actorHandle(account, host)}`}>{account.displayName}</a>
              </span>
            )}
          </div>
          <SubscribeButton channel={channel} />
        </div>
      )}
      <Description text={video.description} />
      {video.tags && video.tags.length > 0 && (
        <ul className="watch-tags" aria-label={t('watch.tags', 'Tags')}>
          {video.tags.map((tag) => (
            <li key={tag}>
              <a href={`/search?tagsOneOf=${encodeURIComponent(String(tag))}`}>{tag}</a>
            </li>
          ))}
        </ul>
      )}
      <dl className="watch-labels">
        {labels
          .filter(([, value]) => value)
          .map(([name, value, query]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{query ? <a href={`/search?${query}`}>{value}</a> : value}</dd>
            </div>
          ))}
        {metadata.map((row, i) => (
          <div key={`plugin-${i}`}>
            <dt>{row.label}</dt>
            <dd>{row.safeHTML ? <ServerHtml html={row.safeHTML} /> : String(row.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
