import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { mediaUrl, instanceHost } from '../../stores/instance/client-settings';
import { $language } from '../../i18n';
import { useT, useTn } from '../../i18n/useT';
import { actorHandle, formatCount } from '../../lib/format';
import {
  $actor,
  accountChannels,
  actorPlaylistsPage,
  actorRoute,
  actorVideosPage,
  actorTabShown,
  loadActor,
  ACTOR_TABS,
  type Actor,
  type ActorKind,
  type ActorTab,
} from '../../stores/channel/actor-page';
import { $videoPreferences, preferenceKey, preferenceQuery } from '../../stores/settings/video-preferences';
import Avatar from '../common/Avatar';
import { ErrorState, Loader } from '../common/ListStates';
import PagedView from '../common/PagedView';
import Markdown from '../common/Markdown';
import PlaylistGrid from '../playlist/PlaylistGrid';
import VideoGrid from '../video/VideoGrid';
import { setPageTitle } from '../watch/page-title';
import ActorActions from './ActorActions';
import SubscribeButton from './SubscribeButton';
import Tabs from '../common/Tabs';
import '../../styles/video.css';
import '../../styles/watch.css';
import { contained } from '../common/contained';

/** Props: which kind of page (channel /c/ or account /a/). */
export interface ActorPageProps {
  kind: ActorKind;
}

/** A channel or account page: banner, avatar, names, description, subscribe, and its videos / playlists / channels tabs. */
function ActorPage({ kind }: ActorPageProps) {
  const t = useT();
  const state = useStore($actor);
  const [route, setRoute] = useState<{ handle: string | null; tab: ActorTab } | null>(null);
  useEffect(() => {
    const r = actorRoute(location.pathname, kind);
    setRoute(r);
    if (r.handle) void loadActor(kind, r.handle);
  }, [kind]);
  const title = state.data ? state.data.displayName || state.data.name : null;
  useEffect(() => {
    if (title) setPageTitle(title);
  }, [title]);

  const notFound = (
    <section className="watch-problem">
      <h1>
        {kind === 'channel'
          ? t('actor.channelNotFound', 'This channel does not exist')
          : t('actor.accountNotFound', 'This account does not exist')}
      </h1>
      <p>
        <a href="/videos/browse">{t('watch.browse', 'Browse videos')}</a>
      </p>
    </section>
  );
  if (route && !route.handle) return notFound;
  if (state.status === 'error') {
    if (state.error.status === 404) return notFound;
    return <ErrorState message={state.error.message} onRetry={() => void loadActor()} />;
  }
  if (state.status !== 'ready' || !route?.handle) return <Loader label={t('actor.loading', 'Loading…')} />;

  const actor = state.data;
  const handle = route.handle;
  const select = (tab: ActorTab) => {
    setRoute({ ...route, tab });
    history.replaceState(null, '', `/${kind === 'channel' ? 'c' : 'a'}/${encodeURIComponent(handle)}/${tab}`);
  };
  const labels: Record<ActorTab, string> = {
    videos: t('actor.videos', 'Videos'),
    'video-playlists': t('actor.playlists', 'Playlists'),
    'video-channels': t('actor.channels', 'Channels'),
  };
  return (
    <article className="actor-page">
      <ActorHeader actor={actor} kind={kind} />
      <Tabs
        label={t('actor.sections', 'Sections')}
        tabs={ACTOR_TABS[kind].map((id) => ({ id, label: labels[id] }))}
        selected={route.tab}
        onSelect={select}
      >
        <ActorTabPanel kind={kind} handle={handle} tab={route.tab} />
      </Tabs>
    </article>
  );
}

function ActorHeader({ actor, kind }: { actor: Actor; kind: ActorKind }) {
  const t = useT();
  const tn = useTn();
  const language = useStore($language);
  const host = instanceHost();
  const banner = actor.banners?.[actor.banners.length - 1];
  const name = actor.displayName || actor.name;
  return (
    <>
      {kind === 'channel' && banner?.path && (
        <img
          className="actor-banner"
          src={mediaUrl(banner.path, banner.fileUrl)}
          width={1920}
          height={317}
          alt=""
          fetchPriority="high"
        />
      )}
      <header className="actor-header">
        <Avatar
          name={name}
          avatars={actor.avatars as never}
          size={96}
          shape={kind === 'channel' ? 'square' : 'circle'}
        />
        <div className="actor-names">
          <h1>{name}</h1>
          <p className="actor-handle">
            @{actor.name}@{actor.host ?? host}
          </p>
          <p className="actor-stats">
            {tn(
              'actor.followers',
              { one: '{count} subscriber', other: '{count} subscribers' },
              actor.followersCount ?? 0,
              { count: formatCount(actor.followersCount ?? 0, language) },
            )}
            {kind === 'channel' && actor.ownerAccount && (
              <>
                {' '}
                · {t('watch.by', 'By')}{' '}
                <a href={`/a/${actorHandle(actor.ownerAccount, host)}`}>{actor.ownerAccount.displayName}</a>
              </>
            )}
          </p>
        </div>
        {kind === 'channel' && <SubscribeButton channel={actor} />}
        <ActorActions kind={kind} actor={actor} />
      </header>
      {actor.description ? <Markdown source={actor.description} className="actor-description" /> : null}
    </>
  );
}

function ActorTabPanel({ kind, handle, tab }: { kind: ActorKind; handle: string; tab: ActorTab }) {
  const t = useT();
  const key = `${kind}:${handle}:${tab}`;
  const preferences = useStore($videoPreferences);
  useEffect(() => void actorTabShown(kind, tab), [kind, tab]);
  if (tab === 'videos') {
    if (!preferences) return <Loader />;
    const query = { sort: '-publishedAt', ...preferenceQuery(preferences) };
    return (
      <VideoGrid
        listKey={`${key}|${preferenceKey(preferences)}`}
        label={t('actor.videos', 'Videos')}
        emptyMessage={
          kind === 'channel'
            ? t('actor.noVideos', 'This channel has no videos.')
            : t('actor.noAccountVideos', 'This account has no videos.')
        }
        hideChannel={kind === 'channel'}
        fetchPage={actorVideosPage(kind, handle, query)}
      />
    );
  }
  if (tab === 'video-playlists') {
    return (
      <PlaylistGrid
        listKey={key}
        label={t('actor.playlists', 'Playlists')}
        emptyMessage={t('actor.noPlaylists', 'No playlists.')}
        fetchPage={actorPlaylistsPage(kind, handle)}
      />
    );
  }
  return <AccountChannels handle={handle} />;
}

/** The account's channels (every page), each with its subscribe button. */
function AccountChannels({ handle }: { handle: string }) {
  const t = useT();
  const list = accountChannels(handle);
  const state = useStore(list.$state);
  const host = instanceHost();
  return (
    <PagedView
      state={state}
      retry={list.retry}
      loadMore={list.loadMore}
      emptyMessage={t('actor.noChannels', 'This account has no channels.')}
    >
      {(channels) => (
        <ul className="page-list" aria-label={t('actor.channels', 'Channels')}>
          {channels.map((channel) => (
            <li key={channel.name}>
              <span className="watch-channel">
                <Avatar
                  name={channel.displayName || channel.name}
                  avatars={channel.avatars as never}
                  size={48}
                  shape="square"
                />
                <a className="watch-channel-name" href={`/c/${actorHandle(channel, host)}`}>
                  {channel.displayName || channel.name}
                </a>
              </span>
              <SubscribeButton channel={channel} />
            </li>
          ))}
        </ul>
      )}
    </PagedView>
  );
}

export default contained(ActorPage, 'ActorPage');
