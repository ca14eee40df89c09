import { useCallback } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { $language } from '../../i18n';
import { mediaUrl } from '../../api/videos';
import type { Video } from '../../api/types';
import { formatCount, formatDate, formatDuration } from '../../lib/format';
import { $config } from '../../stores/config';
import { $myChannels } from '../../stores/my-space';
import { MY_VIDEO_SORTS, deleteMyVideo, myVideos, videoStatus } from '../../stores/my-videos';
import ListSearch from '../common/ListSearch';
import PagedView from '../common/PagedView';
import AccountOnly from '../manage-video/AccountOnly';
import '../manage-video/manage.css';
import { contained } from '../common/contained';

function Filters() {
  const t = useT();
  const state = useStore(myVideos.$state);
  const channels = useStore($myChannels);
  const onSearch = useCallback((search: string) => void myVideos.setFilters({ search }), []);
  const sortLabels: Record<(typeof MY_VIDEO_SORTS)[number], string> = {
    '-publishedAt': t('myVideos.sort.newest', 'Newest first'),
    publishedAt: t('myVideos.sort.oldest', 'Oldest first'),
    '-views': t('myVideos.sort.views', 'Most viewed'),
    '-likes': t('myVideos.sort.likes', 'Most liked'),
    name: t('myVideos.sort.name', 'Name (A–Z)'),
    '-duration': t('myVideos.sort.duration', 'Longest'),
  };
  return (
    <div className="manage-filters" role="search">
      <ListSearch value={state.filters.search} onSearch={onSearch} label={t('myVideos.search', 'Search your videos')} />
      <label>
        {t('myVideos.channel', 'Channel')}
        <select value={state.filters.channelId} onChange={(e) => void myVideos.setFilters({ channelId: e.target.value })}>
          <option value="">{t('myVideos.allChannels', 'All channels')}</option>
          {channels.status === 'ready' && channels.data.data.map((c) => <option key={c.id} value={String(c.id)}>{c.displayName}</option>)}
        </select>
      </label>
      <label>
        {t('myVideos.privacy', 'Privacy')}
        <select value={state.filters.privacy} onChange={(e) => void myVideos.setFilters({ privacy: e.target.value })}>
          <option value="">{t('myVideos.allPrivacies', 'All')}</option>
          <option value="1">{t('myVideos.public', 'Public')}</option>
          <option value="2">{t('myVideos.unlisted', 'Unlisted')}</option>
          <option value="3">{t('myVideos.private', 'Private')}</option>
          <option value="4">{t('myVideos.internal', 'Internal')}</option>
          <option value="5">{t('myVideos.passwordProtected', 'Password protected')}</option>
        </select>
      </label>
      <label>
        {t('myVideos.sortBy', 'Sort by')}
        <select value={state.sort} onChange={(e) => void myVideos.setSort(e.target.value)}>
          {MY_VIDEO_SORTS.map((s) => <option key={s} value={s}>{sortLabels[s]}</option>)}
        </select>
      </label>
    </div>
  );
}

function Row({ video, studio }: { video: Video; studio: boolean }) {
  const t = useT();
  const language = useStore($language);
  const id = video.shortUUID || video.uuid;
  const thumb = mediaUrl(video.thumbnailPath, undefined);
  const status = videoStatus(video, language);
  const name = <span className="visually-hidden"> {video.name}</span>;
  return (
    <li className="manage-row">
      {thumb ? <img src={thumb} width={120} height={68} alt="" loading="lazy" /> : <span />}
      <div>
        <a className="manage-row-title" href={`/w/${id}`}>{video.name}</a>
        <div className="muted">
          {[video.channel?.displayName, video.privacy?.label, video.publishedAt ? formatDate(video.publishedAt, language) : '',
            video.isLive ? t('myVideos.live', 'Live') : formatDuration(video.duration),
            t('myVideos.views', '{count} views', { count: formatCount(video.views ?? 0, language) })].filter(Boolean).join(' · ')}
        </div>
        {status && <span className="manage-badge">{status}</span>}
      </div>
      <div className="manage-row-actions">
        <a className="button" href={`/videos/manage/${id}`}>{t('myVideos.edit', 'Edit')}{name}</a>
        <a className="button" href={`/videos/manage/${id}#captions`}>{t('myVideos.captions', 'Captions')}{name}</a>
        {studio && !video.isLive && <a className="button" href={`/videos/manage/${id}/studio`}>{t('myVideos.studio', 'Studio')}{name}</a>}
        <a className="button" href={`/videos/manage/${id}/stats`}>{t('myVideos.stats', 'Statistics')}{name}</a>
        <button type="button" className="button" onClick={() => void deleteMyVideo(video)}>{t('myVideos.delete', 'Delete')}{name}</button>
      </div>
    </li>
  );
}

function List() {
  const t = useT();
  const tn = useTn();
  const state = useStore(myVideos.$state);
  const config = useStore($config);
  const studio = config.status === 'ready' && !!config.data.videoStudio?.enabled;
  const filtered = !!(state.filters.search || state.filters.channelId || state.filters.privacy);
  return (
    <PagedView
      state={state}
      auto
      retry={() => void myVideos.retry()}
      loadMore={() => void myVideos.loadMore()}
      emptyMessage={filtered ? t('myVideos.noMatch', 'No video matches these filters.') : t('myVideos.none', 'You have not published any videos yet.')}
      countLabel={(n) => tn('myVideos.total', { one: '{count} video', other: '{count} videos' }, n)}
    >
      {(items: Video[]) => (
        <ul className="data-list" aria-label={t('myVideos.list', 'Your videos')}>
          {items.map((v) => <Row key={v.id} video={v} studio={studio} />)}
        </ul>
      )}
    </PagedView>
  );
}

/** /my-library/videos: every video of the person with search, filters, sort and each video's actions. */
function MyVideos() {
  const t = useT();
  return (
    <AccountOnly>
      <nav aria-label={t('myVideos.related', 'Related pages')}>
        <p>
          <a href="/my-library/video-imports">{t('myVideos.imports', 'Imports')}</a> · <a href="/my-account/videos/comments">{t('myVideos.comments', 'Comments on your videos')}</a> · <a href="/my-library/ownership">{t('myVideos.ownership', 'Ownership changes')}</a>
        </p>
      </nav>
      <Filters />
      <List />
    </AccountOnly>
  );
}

export default contained(MyVideos, 'MyVideos');
