import { Fragment, useCallback } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { $language } from '../../i18n';
import { mediaUrl } from '../../stores/instance/client-settings';
import type { Video, VideoChannel } from '../../api/types';
import { formatCount, formatDate, formatDuration } from '../../lib/format';
import { $config } from '../../stores/instance/config';
import { $myChannels } from '../../stores/session/my-channels';
import {
  MY_VIDEO_SORTS,
  deleteMyVideo,
  myVideos,
  videoStatus,
  type MyVideosFilters,
} from '../../stores/library/my-videos';
import ListSearch from '../common/ListSearch';
import PagedView, { type ListViewProps } from '../common/PagedView';
import ItemPages from '../common/ItemPages';
import AccountOnly from '../manage-video/AccountOnly';
import '../manage-video/manage.css';
import { contained } from '../common/contained';

/** Links to the pages next to My videos (also in the early paint, components/library/EarlyRows.astro). */
export function RelatedLinks() {
  const t = useT();
  return (
    <nav aria-label={t('myVideos.related', 'Related pages')}>
      <p>
        <a href="/my-library/video-imports">{t('myVideos.imports', 'Imports')}</a> ·{' '}
        <a href="/my-account/videos/comments">{t('myVideos.comments', 'Comments on your videos')}</a> ·{' '}
        <a href="/my-library/ownership">{t('myVideos.ownership', 'Ownership changes')}</a>
      </p>
    </nav>
  );
}

/** Props of the filter bar: the list's sort and filters, the person's channels, and what a change does (none in the
 *  inert copy the early paint shows). */
export interface FilterBarProps {
  sort: string;
  filters: MyVideosFilters;
  channels: Pick<VideoChannel, 'id' | 'displayName'>[];
  onFilters?: (change: Partial<MyVideosFilters>) => void;
  onSort?: (sort: string) => void;
}

/** Search, channel, privacy and sort. */
export function FilterBar({ sort, filters, channels, onFilters, onSort }: FilterBarProps) {
  const t = useT();
  const onSearch = useCallback((search: string) => onFilters?.({ search }), [onFilters]);
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
      <ListSearch value={filters.search} onSearch={onSearch} label={t('myVideos.search', 'Search your videos')} />
      <label>
        {t('myVideos.channel', 'Channel')}
        <select
          value={filters.channelId}
          className="channel-select"
          onChange={(e) => onFilters?.({ channelId: e.target.value })}
        >
          <option value="">{t('myVideos.allChannels', 'All channels')}</option>
          {channels.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.displayName}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('myVideos.privacy', 'Privacy')}
        <select value={filters.privacy} onChange={(e) => onFilters?.({ privacy: e.target.value })}>
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
        <select value={sort} onChange={(e) => onSort?.(e.target.value)}>
          {MY_VIDEO_SORTS.map((s) => (
            <option key={s} value={s}>
              {sortLabels[s]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

const setFilters = (change: Partial<MyVideosFilters>) => void myVideos.setFilters(change);
const setSort = (sort: string) => void myVideos.setSort(sort);

function Filters() {
  const state = useStore(myVideos.$state);
  const channels = useStore($myChannels);
  return (
    <FilterBar
      sort={state.sort}
      filters={state.filters}
      channels={channels.status === 'ready' ? channels.data.data : []}
      onFilters={setFilters}
      onSort={setSort}
    />
  );
}

/** Props of one video's row: the video, whether the instance has the studio, what Delete does. */
export interface RowProps {
  video: Video;
  studio: boolean;
  onDelete?: (video: Video) => void;
}

/** One video: thumbnail, title, facts, status, and its actions. The facts are parts the early paint fills one by one
 *  (lib/early-rows.ts), so each is its own element. */
export function Row({ video, studio, onDelete }: RowProps) {
  const t = useT();
  const tn = useTn();
  const language = useStore($language);
  const id = video.shortUUID || video.uuid;
  const thumb = mediaUrl(video.thumbnailPath, undefined);
  const status = videoStatus(video, language);
  const name = <span className="visually-hidden"> {video.name}</span>;
  const facts = (
    [
      ['channel', video.channel?.displayName],
      ['privacy', video.privacy?.label],
      ['date', video.publishedAt ? formatDate(video.publishedAt, language) : ''],
      ['duration', video.isLive ? t('myVideos.live', 'Live') : formatDuration(video.duration)],
      [
        'views',
        tn('myVideos.viewCount', { one: '{count} view', other: '{count} views' }, video.views ?? 0, {
          count: formatCount(video.views ?? 0, language),
        }),
      ],
    ] as const
  ).filter(([, text]) => text);
  return (
    <li className="manage-row">
      {thumb ? <img src={thumb} width={120} height={68} alt="" loading="lazy" /> : <span />}
      <div>
        <a className="manage-row-title" href={`/w/${id}`}>
          {video.name}
        </a>
        <div className="muted">
          {facts.map(([part, text], i) => (
            <Fragment key={part}>
              {i > 0 && ' · '}
              <span data-part={part}>{text}</span>
            </Fragment>
          ))}
        </div>
        {status && <span className="manage-badge">{status}</span>}
      </div>
      <div className="manage-row-actions">
        <a className="button" href={`/videos/manage/${id}`}>
          {t('myVideos.edit', 'Edit')}
          {name}
        </a>
        <a className="button" href={`/videos/manage/${id}#captions`}>
          {t('myVideos.captions', 'Captions')}
          {name}
        </a>
        {studio && !video.isLive && (
          <a className="button" href={`/videos/manage/${id}/studio`} data-part="studio">
            {t('myVideos.studio', 'Studio')}
            {name}
          </a>
        )}
        <a className="button" href={`/videos/manage/${id}/stats`}>
          {t('myVideos.stats', 'Statistics')}
          {name}
        </a>
        <button type="button" className="button" onClick={() => onDelete?.(video)}>
          {t('myVideos.delete', 'Delete')}
          {name}
        </button>
      </div>
    </li>
  );
}

/** Props of the list: its state, whether filters are on (the empty message), and the row's and list's actions. */
export interface VideoListProps extends ListViewProps<Video> {
  studio: boolean;
  filtered: boolean;
  onDelete?: (video: Video) => void;
}

/** The count, the rows and "Load more" (also rendered from a sample for the early paint). */
export function VideoList({ state, studio, filtered, retry, loadMore, onDelete }: VideoListProps) {
  const t = useT();
  const tn = useTn();
  // Stable across the list's own renders: a page of rows already shown is not rendered again (ItemPages).
  const renderRow = useCallback(
    (v: Video) => <Row key={v.id} video={v} studio={studio} onDelete={onDelete} />,
    [studio, onDelete],
  );
  return (
    <PagedView
      state={state}
      auto
      retry={retry}
      loadMore={loadMore}
      emptyMessage={
        filtered
          ? t('myVideos.noMatch', 'No video matches these filters.')
          : t('myVideos.none', 'You have not published any videos yet.')
      }
      countLabel={(n) => tn('myVideos.total', { one: '{count} video', other: '{count} videos' }, n)}
    >
      {(items: Video[]) => (
        <ul className="data-list" aria-label={t('myVideos.list', 'Your videos')}>
          <ItemPages items={items} render={renderRow} />
        </ul>
      )}
    </PagedView>
  );
}

const retry = () => void myVideos.retry();
const loadMore = () => void myVideos.loadMore();
const remove = (video: Video) => void deleteMyVideo(video);

function List() {
  const state = useStore(myVideos.$state);
  const config = useStore($config);
  const studio = config.status === 'ready' && !!config.data.videoStudio?.enabled;
  const filtered = !!(state.filters.search || state.filters.channelId || state.filters.privacy);
  return (
    <VideoList state={state} studio={studio} filtered={filtered} retry={retry} loadMore={loadMore} onDelete={remove} />
  );
}

/** /my-library/videos: every video of the person with search, filters, sort and each video's actions. */
function MyVideos() {
  return (
    <AccountOnly>
      <RelatedLinks />
      <Filters />
      <List />
    </AccountOnly>
  );
}

export default contained(MyVideos, 'MyVideos');
