import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useLayoutEffect } from 'react';
import { useT, useTn } from '../../i18n/useT';
import {
  $remoteUriNotice,
  $searchLists,
  $searchQuery,
  searchPageStarted,
  searchProblem,
  startSearch,
  syncSearchQueryFromUrl,
  type SearchLists,
} from '../../stores/search/search-results';
import { searchSubject } from '../../lib/search-query';
import type { PagedListState } from '../../stores/common/start-count-list';
import { EmptyState, Loader } from '../common/ListStates';
import VideoCard, { type VideoLike } from '../video/VideoCard';
import { $hiddenCards } from '../../stores/dialogs/card-menu';
import { visibleCards } from '../../lib/hidden-cards';
import { instanceHost } from '../../stores/instance/client-settings';
import { dropEarlyPaint, EAGER_RESULTS } from '../../lib/early-paint/hand-over';
import { channelResultView, playlistResultView, resultsCount, sections } from '../../lib/rows/search';
import { videoCardView } from '../../lib/rows/video-card';
import { $videoPreferences, blursSensitive } from '../../stores/settings/video-preferences';
import { useRowContext } from '../common/useRowContext';
import ChannelResult from './ChannelResult';
import PlaylistResult from './PlaylistResult';
import ResultSection from './ResultSection';
import { useEarlyPaintDrop } from '../common/useEarlyPaintDrop';
import { Heading } from './SearchHeading';
import SearchFilters from './SearchFilters';
import '../../styles/video.css';
import './search.css';
import { contained } from '../common/contained';

/** The /search page: what was searched, filters, the remote handle notice, and channel, playlist and video results. */
function SearchResults() {
  const t = useT();
  const query = useStore($searchQuery);
  const lists = useStore($searchLists);
  const notice = useStore($remoteUriNotice);

  useEffect(searchPageStarted, []);

  useEffect(() => {
    const onPop = () => syncSearchQueryFromUrl();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // Results start at once: without a target in the URL the server applies its own default.
  useEffect(() => {
    startSearch(query);
  }, [query]);

  const subject = searchSubject(query);
  // The results painted before React (lib/early-paint) wait for Results below; without results, they go now.
  const withResults = subject.kind !== 'none' && !searchProblem(query);
  useLayoutEffect(() => {
    if (!withResults) dropEarlyPaint();
  }, [withResults]);
  if (subject.kind === 'none') {
    return (
      <>
        <h1>{t('search.title', 'Search')}</h1>
        <SearchFilters />
        <EmptyState
          message={t(
            'search.noText',
            'Type what you are looking for in the search box: words, a handle (name@domain), a URL or a UUID.',
          )}
        />
      </>
    );
  }

  return (
    <>
      <Heading subject={subject} />
      {notice && (
        <p className="alert search-notice" role="note">
          {notice === 'login'
            ? t(
                'search.remoteLogin',
                'Log in to look up remote channels and videos by handle or URL. Only results this instance already knows are shown.',
              )
            : t(
                'search.remoteDisabled',
                'This instance does not allow looking up remote channels and videos by handle or URL. Only results it already knows are shown.',
              )}
        </p>
      )}
      <SearchFilters />
      {searchProblem(query) ? (
        <p className="alert alert-error" role="alert">
          {t('search.hostRefused', 'The PeerTube instance host filter is invalid: correct it in the filters.')}
        </p>
      ) : lists ? (
        <Results lists={lists} />
      ) : (
        <Loader label={t('search.loading', 'Loading results…')} />
      )}
    </>
  );
}

/** Whether a list has nothing more to say: loaded empty, or never started (filtered out). */
const settledEmpty = (s: PagedListState<unknown>) =>
  s.status === 'idle' || (s.status === 'ready' && s.items.length === 0);

/** The count summary, the three result sections and the overall empty state. `lists` null: the early paint's
 *  template (components/EarlyList.astro), every section there and empty, which the painter fills. */
export function Results({ lists }: { lists: SearchLists | null }) {
  const t = useT();
  const tn = useTn();
  const videos = useStore(lists?.videos.$state ?? NONE);
  const channels = useStore(lists?.channels.$state ?? NONE);
  const playlists = useStore(lists?.playlists.$state ?? NONE);
  const hidden = useStore($hiddenCards);
  const ctx = useRowContext();
  const blurs = blursSensitive(useStore($videoPreferences));
  const all = [videos, channels, playlists];
  const done = all.every((s) => s.status === 'ready' || s.status === 'idle' || s.status === 'error');
  const total = all.reduce((sum, s) => sum + (s.status === 'ready' ? s.total : 0), 0);
  const empty = !!lists && done && all.every(settledEmpty);
  // The results painted before React (lib/early-paint) go in the same frame these, all settled, appear.
  useEarlyPaintDrop(!!lists && done);
  const [channelTexts, playlistTexts, videoTexts] = sections(t);

  return (
    <>
      <p className="search-summary" role="status" data-v="summary">
        {done && !all.some((s) => s.status === 'error') ? resultsCount(tn, total) : ''}
      </p>
      {empty && <EmptyState message={t('search.empty', 'No results found. Try other words or fewer filters.')} />}
      <ResultSection
        name={channelTexts.name}
        title={channelTexts.title}
        list={lists?.channels ?? null}
        className="search-actors"
        itemKey={(c, i) => `${c.name}@${c.host}-${i}`}
        render={(c) => <ChannelResult channel={c} />}
        viewOf={(c) => channelResultView(c, ctx)}
        loadMoreLabel={channelTexts.more}
      />
      <ResultSection
        name={playlistTexts.name}
        title={playlistTexts.title}
        list={lists?.playlists ?? null}
        className="video-grid"
        itemKey={(p, i) => `${p.uuid}-${i}`}
        render={(p, i) => <PlaylistResult playlist={p} eager={i < EAGER_RESULTS} />}
        viewOf={(p, i) => playlistResultView(p, ctx, i < EAGER_RESULTS)}
        loadMoreLabel={playlistTexts.more}
      />
      <ResultSection
        name={videoTexts.name}
        title={videoTexts.title}
        list={lists?.videos ?? null}
        className="video-grid"
        itemKey={(v, i) => `${v.uuid}-${i}`}
        render={(v, i) => <VideoCard video={v as VideoLike} eager={i < EAGER_RESULTS} />}
        visible={(videos) => visibleCards(videos, hidden, instanceHost)}
        viewOf={(v, i) =>
          videoCardView(v as VideoLike, ctx, { eager: i < EAGER_RESULTS, blurred: Boolean(v.nsfw) && blurs })
        }
        loadMoreLabel={videoTexts.more}
      />
    </>
  );
}

/** A list that is not there (the template's): nothing loaded, nothing to wait for. */
const NONE = atom<PagedListState<never>>({
  items: [],
  total: 0,
  status: 'idle',
  hasMore: false,
  sort: '',
  filters: {},
});

export default contained(SearchResults, 'SearchResults');
