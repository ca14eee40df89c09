import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useT, useTn } from '../../i18n/useT';
import {
  buttonModel,
  channelMiniatureModel,
  instanceAvatarSize,
  markupEmbedPath,
  markupId,
  videoMiniatureModel,
  videosListModel,
  type MountedMarkupTag,
  type VideosListModel,
} from '../../lib/custom-markup';
import { actorHandle } from '../../lib/format';
import { pickAvatar } from '../../lib/avatar';
import {
  markupChannel,
  markupPlaylist,
  markupVideo,
  markupVideosPage,
  type MarkupData,
} from '../../stores/custom-markup/custom-markup';
import type { Loadable } from '../../stores/common/loadable';
import { $config } from '../../stores/instance/config';
import { instanceHost, mediaUrl } from '../../stores/instance/client-settings';
import { $videoPreferences, preferenceKey } from '../../stores/settings/video-preferences';
import VideoCard from '../video/VideoCard';
import VideoGrid from '../video/VideoGrid';
import PlaylistCard from '../playlist/PlaylistCard';
import Avatar from '../common/Avatar';
import Markdown from '../common/Markdown';
import { ErrorState, Loader } from '../common/ListStates';
import { contained } from '../common/contained';
import type { Playlist } from '../../stores/watch/watch-playlist';

/** Props: the custom element to draw into, and the heading level under the page's own. */
export interface MarkupElementProps {
  element: HTMLElement;
  headingLevel: number;
}

/** One of PeerTube's custom markup elements, drawn with this client's parts from its data-* attributes. */
function MarkupElement({ element, headingLevel }: MarkupElementProps) {
  const tag = element.localName as MountedMarkupTag;
  const data = element.dataset;
  switch (tag) {
    case 'peertube-button':
      return <MarkupButton data={data} />;
    case 'peertube-video-embed':
    case 'peertube-playlist-embed':
      return <MarkupEmbed type={tag === 'peertube-video-embed' ? 'video' : 'playlist'} uuid={markupId(data.uuid)} />;
    case 'peertube-video-miniature':
      return <MarkupVideo data={data} />;
    case 'peertube-playlist-miniature':
      return <MarkupPlaylist uuid={markupId(data.uuid)} />;
    case 'peertube-channel-miniature':
      return <MarkupChannel data={data} headingLevel={headingLevel} />;
    case 'peertube-videos-list':
      return <MarkupVideosList model={videosListModel(data)} />;
    case 'peertube-instance-banner':
      return <InstanceBanner />;
    case 'peertube-instance-avatar':
      return <InstanceAvatar size={instanceAvatarSize(data)} />;
    default:
      return null;
  }
}

export default contained(MarkupElement, 'MarkupElement');

/** Renders a loadable element's data: the loader, the error with Retry, or `children(data)`. */
function Loaded<T>({ source, children }: { source: MarkupData<T>; children: (data: T) => ReactNode }) {
  const state: Loadable<T> = useStore(source.$store);
  useEffect(() => {
    if (source.$store.get().status === 'idle') void source.load();
  }, [source]);
  if (state.status === 'error') return <ErrorState message={state.error.message} onRetry={() => void source.load()} />;
  if (state.status !== 'ready') return <Loader />;
  return <>{children(state.data)}</>;
}

/** `<peertube-button>`: a link drawn as this client's primary or secondary button. */
function MarkupButton({ data }: { data: DOMStringMap }) {
  const model = buttonModel(data, location.href);
  if (!model.href || !model.label) return null;
  return (
    <a
      className={`button-link markup-button${model.theme === 'primary' ? ' primary' : ''}`}
      href={model.href}
      {...(model.blankTarget && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {model.label}
    </a>
  );
}

/** `<peertube-video-embed>` / `<peertube-playlist-embed>`: this client's embed page in an iframe. */
function MarkupEmbed({ type, uuid }: { type: 'video' | 'playlist'; uuid?: string }) {
  const t = useT();
  if (!uuid) return null;
  return (
    <iframe
      className="markup-embed"
      src={markupEmbedPath(type, uuid)}
      title={type === 'video' ? t('markup.embedVideo', 'Video player') : t('markup.embedPlaylist', 'Playlist player')}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      loading="lazy"
      sandbox="allow-same-origin allow-scripts allow-popups allow-popups-to-escape-sandbox"
    />
  );
}

/** `<peertube-video-miniature>`: the video's card. */
function MarkupVideo({ data }: { data: DOMStringMap }) {
  const model = videoMiniatureModel(data);
  const source = useMemo(() => (model.uuid ? markupVideo(model.uuid) : null), [model.uuid]);
  if (!source) return null;
  return (
    <Loaded source={source}>
      {(video) => (
        <div className={`markup-miniature${model.onlyDisplayTitle ? ' markup-title-only' : ''}`}>
          <VideoCard video={video} />
        </div>
      )}
    </Loaded>
  );
}

/** `<peertube-playlist-miniature>`: the playlist's card. */
function MarkupPlaylist({ uuid }: { uuid?: string }) {
  const source = useMemo(() => (uuid ? markupPlaylist(uuid) : null), [uuid]);
  if (!source) return null;
  return (
    <Loaded source={source}>
      {(playlist) => (
        <div className="markup-miniature">
          <PlaylistCard playlist={playlist as Playlist} />
        </div>
      )}
    </Loaded>
  );
}

/** `<peertube-channel-miniature>`: avatar, name, subscribers and videos, description, and its latest video. */
function MarkupChannel({ data, headingLevel }: { data: DOMStringMap; headingLevel: number }) {
  const t = useT();
  const tn = useTn();
  const model = channelMiniatureModel(data);
  const source = useMemo(() => (model.name ? markupChannel(model.name) : null), [model.name]);
  if (!source) return null;
  const Heading = `h${Math.min(Math.max(headingLevel, 2), 6)}` as 'h2';
  return (
    <Loaded source={source}>
      {({ channel, totalVideos, latest }) => {
        const href = `/c/${actorHandle(channel, instanceHost())}`;
        const name = channel.displayName || channel.name;
        return (
          <article className="markup-channel">
            <div className="markup-channel-head">
              <Avatar name={name} avatars={channel.avatars} size={64} shape="square" />
              <div>
                <Heading className="markup-channel-name">
                  <a href={href}>{name}</a>
                </Heading>
                <p className="muted">
                  {tn(
                    'markup.subscribers',
                    { one: '{count} subscriber', other: '{count} subscribers' },
                    channel.followersCount ?? 0,
                  )}
                  {' · '}
                  {tn('markup.videos', { one: '{count} video', other: '{count} videos' }, totalVideos)}
                </p>
              </div>
            </div>
            {model.displayDescription && channel.description && (
              <Markdown source={channel.description} className="markup-channel-description" />
            )}
            {model.displayLatestVideo && latest && (
              <div className="markup-channel-latest">
                <p className="muted">{t('markup.latestVideo', 'Latest published video')}</p>
                <div className="markup-miniature markup-title-only">
                  <VideoCard video={latest} />
                </div>
              </div>
            )}
          </article>
        );
      }}
    </Loaded>
  );
}

/** `<peertube-videos-list>`: a fixed selection of videos in the video grid, at most `maxRows` rows of it. */
function MarkupVideosList({ model }: { model: VideosListModel }) {
  const t = useT();
  const preferences = useStore($videoPreferences);
  const wrap = useRef<HTMLDivElement>(null);
  const key = `${JSON.stringify(model)}|${preferenceKey(preferences)}`;
  // The key is the model's identity (a new model object on every render of the element is the same list).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const fetchPage = useMemo(() => markupVideosPage(model), [key]);
  useEffect(
    () => (wrap.current && model.maxRows > 0 ? limitRows(wrap.current, model.maxRows) : undefined),
    [model.maxRows],
  );
  if (!preferences) return <Loader />;
  return (
    <div ref={wrap} className={`markup-videos${model.onlyDisplayTitle ? ' markup-title-only' : ''}`}>
      <VideoGrid
        label={t('markup.videosList', 'Videos')}
        listKey={key}
        fetchPage={fetchPage}
        emptyMessage={t('markup.noVideos', 'No videos yet.')}
        pageSize={model.count}
        infinite={false}
        eagerCount={0}
      />
    </div>
  );
}

/**
 * Shows the grid's first `rows` rows only (PeerTube's data-max-rows), whatever the width: the cards of later rows are
 * hidden (out of sight and of the keyboard's reach, where PeerTube's clipping leaves them focusable). Measured again
 * when the grid changes size or content.
 */
function limitRows(wrap: HTMLElement, rows: number): () => void {
  const apply = () => {
    const items = [...wrap.querySelectorAll<HTMLElement>('.video-grid > li')];
    for (const item of items) item.hidden = false;
    const tops = [...new Set(items.map((item) => item.offsetTop))].sort((a, b) => a - b);
    const last = tops[rows - 1];
    if (last === undefined) return;
    for (const item of items) item.hidden = item.offsetTop > last;
  };
  const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
  resize?.observe(wrap);
  const content = new MutationObserver(apply);
  content.observe(wrap, { childList: true, subtree: true });
  apply();
  return () => {
    resize?.disconnect();
    content.disconnect();
  };
}

/** `<peertube-instance-banner>`: the instance's widest banner. */
function InstanceBanner() {
  const t = useT();
  const instance = useStore($config).data?.instance;
  const banners = instance?.banners ?? [];
  const widest = [...banners].sort((a, b) => (b?.width ?? 0) - (a?.width ?? 0))[0];
  const src = widest?.path ? mediaUrl(widest.path, (widest as { fileUrl?: string }).fileUrl) : undefined;
  if (!src) return null;
  return (
    <img
      className="markup-banner"
      src={src}
      alt={t('markup.banner', 'Banner of {name}', { name: instance?.name ?? '' })}
      loading="lazy"
      decoding="async"
    />
  );
}

/** `<peertube-instance-avatar>`: the instance's avatar at the size asked. */
function InstanceAvatar({ size }: { size: number }) {
  const instance = useStore($config).data?.instance;
  const avatars = (instance?.avatars ?? []).filter(Boolean) as Array<{ width?: number; path?: string }>;
  if (!avatars.length || !pickAvatar(avatars, size)) return null;
  return <Avatar name={instance?.name ?? ''} avatars={avatars} size={size} labelled />;
}
