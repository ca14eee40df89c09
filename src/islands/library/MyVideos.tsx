import { useCallback } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import type { Video, VideoChannel } from '../../api/types';
import { myVideosTexts, myVideoView, type MyVideoView } from '../../lib/rows/my-videos';
import { $config } from '../../stores/instance/config';
import { $myChannels } from '../../stores/session/my-channels';
import {
  MY_VIDEO_SORTS,
  MY_VIDEOS_PAGE_SIZE,
  deleteMyVideo,
  myVideos,
  prefetchDeleteConfirmation,
  type MyVideosFilters,
} from '../../stores/library/my-videos';
import { mayDownloadAhead } from '../../lib/save-data';
import ListSearch from '../common/ListSearch';
import PagedView, { type ListViewProps } from '../common/PagedView';
import Rows from '../common/Rows';
import { useRowContext } from '../common/useRowContext';
import ItemPages, { useItemRole } from '../common/ItemPages';
import AccountOnly from '../shell/AccountOnly';
import '../manage-video/manage.css';
import { contained } from '../common/contained';
import { $serverT, PRIVACY_LABELS } from '../../stores/instance/server-labels';

/** Links to the pages next to My videos (also in the early paint, around its rows). */
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
  const st = useStore($serverT);
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
          {Object.entries(PRIVACY_LABELS).map(([id, label]) => (
            <option key={id} value={id}>
              {st(label)}
            </option>
          ))}
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

/** Props of one video's row: its view (lib/rows/my-videos.ts) and what Delete does. */
export interface RowProps {
  view: MyVideoView;
  onDelete?: () => void;
}

/** One video: thumbnail, title, facts, status, and its actions (the early paint's template is this, from a template
 *  view: lib/rows/view.ts says what the data-* attributes bind). */
export function Row({ view, onDelete }: RowProps) {
  const { text, attr, show } = view;
  const named = (
    <span className="visually-hidden" data-v="named">
      {text.named}
    </span>
  );
  return (
    <li className="manage-row" role={useItemRole()}>
      {show.thumb && (
        <img src={attr.thumb} width={120} height={68} alt="" loading="lazy" data-show="thumb" data-a="src:thumb" />
      )}
      {show.noThumb && <span data-show="noThumb" />}
      <div>
        <a className="manage-row-title" href={attr.watch} data-v="name" data-a="href:watch">
          {text.name}
        </a>
        <div className="muted" data-v="facts">
          {text.facts}
        </div>
        {show.status && (
          <span className="manage-badge" data-show="status" data-v="status">
            {text.status}
          </span>
        )}
      </div>
      <div className="manage-row-actions">
        <a className="button" href={attr.edit} data-a="href:edit">
          <span data-v="edit">{text.edit}</span>
          {named}
        </a>
        <a className="button" href={attr.captions} data-a="href:captions">
          <span data-v="captions">{text.captions}</span>
          {named}
        </a>
        {show.studio && (
          <a className="button" href={attr.studio} data-show="studio" data-a="href:studio">
            <span data-v="studio">{text.studio}</span>
            {named}
          </a>
        )}
        <a className="button" href={attr.stats} data-a="href:stats">
          <span data-v="stats">{text.stats}</span>
          {named}
        </a>
        <button
          type="button"
          className="button"
          onClick={onDelete}
          // The confirmation's code, as a pointer or the focus comes near (not when saving data): no extra wait.
          onPointerEnter={onDelete && (() => mayDownloadAhead() && prefetchDeleteConfirmation())}
          onFocus={onDelete && prefetchDeleteConfirmation}
        >
          <span data-v="delete">{text.delete}</span>
          {named}
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

/** The count, the rows and "Load more" (the early paint's template renders it from FRAME). */
export function VideoList({ state, studio, filtered, retry, loadMore, onDelete }: VideoListProps) {
  const t = useT();
  const tn = useTn();
  const ctx = useRowContext();
  // Stable across the list's own renders: a page of rows already shown is not rendered again (ItemPages).
  const renderRow = useCallback(
    (v: Video) => <Row key={v.id} view={myVideoView(v, ctx, studio)} onDelete={() => onDelete?.(v)} />,
    [ctx, studio, onDelete],
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
      countLabel={(n) => myVideosTexts.count!(n, { tn })}
    >
      {(items: Video[]) => (
        <Rows
          className="data-list"
          label={myVideosTexts.list(t)}
          views={() => items.map((v) => myVideoView(v, ctx, studio))}
        >
          <ItemPages items={items} size={MY_VIDEOS_PAGE_SIZE} render={renderRow} contain="data-list" />
        </Rows>
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
