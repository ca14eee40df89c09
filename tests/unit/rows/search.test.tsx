// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CardTemplate from '../../../src/islands/video/CardTemplate';
import { ChannelResultCard } from '../../../src/islands/search/ChannelResult';
import { PlaylistResultCard } from '../../../src/islands/search/PlaylistResult';
import SearchFilters from '../../../src/islands/search/SearchFilters';
import { Results } from '../../../src/islands/search/SearchResults';
import { Heading } from '../../../src/islands/search/SearchHeading';
import { paintEarly } from '../../../src/lib/early-paint/paint';
import { dropEarlyPaint } from '../../../src/lib/early-paint/hand-over';
import { early as search, type ChannelResultItem, type PlaylistResultItem } from '../../../src/lib/rows/search';
import type { VideoLike } from '../../../src/lib/rows/video-card';
import { templateView } from '../../../src/lib/rows/view';
import { takeEarlyResponse } from '../../../src/lib/early-fetch';
import type { SearchLists } from '../../../src/stores/search/search-results';
import { earlyPage, forgetEarly, island, loadedList, normalized, startEarly } from '../support/early-page';

const PATHS = ['video-channels', 'video-playlists', 'videos'].map(
  (type) => `/api/v1/search/${type}?search=test&start=0&count=10`,
);
const HOSTILE = '<img src=x onerror=alert(1)>';

const here = () => new URL(location.origin).host;
const channel = (over: Partial<ChannelResultItem> = {}): ChannelResultItem => ({
  name: 'music',
  displayName: 'Maker Music',
  host: here(),
  followersCount: 12,
  avatars: [
    { width: 48, path: '/lazy-static/avatars/small.png' },
    { width: 120, path: '/lazy-static/avatars/big.png' },
  ],
  ...over,
});
const playlist = (over: Partial<PlaylistResultItem> = {}): PlaylistResultItem => ({
  uuid: '2c0c1a30-6b65-4f1b-9b54-5e5f5b1a7a11',
  shortUUID: 'p1',
  displayName: 'Test songs',
  thumbnailPath: '/lazy-static/thumbnails/p1.jpg',
  videosLength: 3,
  videoChannel: { displayName: 'Maker Music' },
  ...over,
});
const video = (over: Partial<VideoLike> & Record<string, unknown> = {}): VideoLike =>
  ({
    uuid: 'b5aa0bec-2004-405f-b139-2e2adfa59c3a',
    shortUUID: 'x1jv',
    name: 'A test video',
    duration: 95,
    views: 61,
    publishedAt: '2026-09-20T10:00:00.000Z',
    thumbnailPath: '/lazy-static/thumbnails/b5aa.jpg',
    isLive: false,
    channel: { name: 'music', host: here(), displayName: 'Maker Music' },
    ...over,
  }) as VideoLike;

interface Answer {
  total?: number;
  data: unknown[];
}
type Answers = [Answer | number, Answer | number, Answer | number];

/** The page's three early answers (a number: that error status). */
const startSearch = (answers: Answers) => startEarly(Object.fromEntries(answers.map((a, i) => [PATHS[i], a])));

/** The page as search.astro renders it (components/EarlyList.astro): the three result templates, the heading, the
 *  inert filters and the results' frame. */
function page() {
  return earlyPage(
    [
      <li key="c">
        <ChannelResultCard view={templateView()} />
      </li>,
      <li key="p">
        <PlaylistResultCard view={templateView()} />
      </li>,
      <li key="v">
        <CardTemplate />
      </li>,
    ],
    <>
      <Heading subject={{ kind: 'text', text: '' }} />
      <div inert>
        <SearchFilters />
      </div>
      <Results lists={null} />
    </>,
  );
}
const paintSearch = () => paintEarly(search, PATHS);

/** The island's own summary and sections for these answers, as HTML without React's text separators. */
function islandResults(answers: [Answer, Answer, Answer]): string {
  const list = (a: Answer) => loadedList(a.data, Math.max(a.total ?? 0, a.data.length), a.data.length < (a.total ?? 0));
  const host = document.createElement('div');
  host.innerHTML = island(
    <Results
      lists={
        { channels: list(answers[0]), playlists: list(answers[1]), videos: list(answers[2]) } as unknown as SearchLists
      }
    />,
  );
  return clean(host);
}

/** The summary and sections of an element, comments left out (React's text separators). */
function clean(root: Element): string {
  const copy = normalized(root);
  return [...copy.querySelectorAll(':scope > .search-summary, :scope > section')].map((el) => el.outerHTML).join('\n');
}

const painted = () => document.querySelector<HTMLElement>('[data-early]');

beforeEach(() => {
  document.documentElement.lang = 'en';
  history.replaceState(null, '', '/search?search=test');
});

afterEach(() => {
  document.body.innerHTML = '';
  forgetEarly();
});

describe('search results painted before React, from their row models (lib/rows/search.ts)', () => {
  it('paints exactly the summary and sections the island renders, hostile names staying text', async () => {
    const answers: [Answer, Answer, Answer] = [
      {
        total: 2,
        data: [
          channel(),
          channel({ name: 'films', host: 'vidiverse.example', displayName: HOSTILE, avatars: [], followersCount: 1 }),
          channel({ displayName: null as never, avatars: null, followersCount: undefined }),
        ],
      },
      {
        total: 14,
        data: [
          playlist(),
          playlist({
            uuid: 'u2',
            shortUUID: undefined,
            displayName: HOSTILE,
            thumbnailPath: null,
            videosLength: 1,
            videoChannel: null,
          }),
          playlist({ displayName: null as never, thumbnailUrl: 'https://cdn.example/p.jpg' }),
        ],
      },
      {
        total: 6,
        data: [
          video(),
          video({ shortUUID: 'live', name: HOSTILE, isLive: true, views: 1 }),
          video({ shortUUID: 'v3' }),
          video({ shortUUID: 'v4' }),
          video({ shortUUID: 'v5' }),
          video({ shortUUID: 'v6', duration: 0 }),
        ],
      },
    ];
    const paint = page();
    startSearch(answers);
    await paintSearch();
    expect(paint.hidden).toBe(false);
    expect(paint.querySelector('h1')!.textContent).toBe('Search results for “test”');
    expect(paint.querySelector('.search-summary')!.textContent).toBe('23 results');
    // The painted copy's headings have their own ids (the island's section is on the page too until this one goes).
    const html = clean(paint).replace(/"early-results-/g, '"results-');
    expect(html).toBe(islandResults(answers));
    expect(paint.querySelectorAll('section li')).toHaveLength(12);
    expect(paint.querySelector('.search-actor img')!.getAttribute('src')).toBe('/lazy-static/avatars/big.png');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect([...paint.querySelectorAll('h3')].filter((h) => h.textContent === HOSTILE)).toHaveLength(3);
    // The first row of playlists and videos loads at once, the rest lazily, as the island's cards.
    expect([...paint.querySelectorAll('.video-card img')].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(paint.querySelector('.search-playlist img')!.getAttribute('loading')).toBe('eager');
    // The API client still gets unread answers.
    expect((await (await takeEarlyResponse(PATHS[2]!))!.json()).total).toBe(6);
  });

  it('leaves out empty sections and offers "Load more" only where more exist', async () => {
    const paint = page();
    startSearch([
      { total: 0, data: [] },
      { total: 11, data: [playlist()] },
      { total: 1, data: [video()] },
    ]);
    await paintSearch();
    const sections = [...paint.querySelectorAll('section')];
    expect(sections.map((s) => s.querySelector('h2')!.textContent)).toEqual(['Playlists (11)', 'Videos (1)']);
    expect(sections.map((s) => s.querySelector('.load-more button')?.textContent ?? null)).toEqual([
      'Load more playlists',
      null,
    ]);
    expect(sections[0]!.getAttribute('aria-labelledby')).toBe(sections[0]!.querySelector('h2')!.id);
  });

  it('says one result, follower and video in the singular', async () => {
    const paint = page();
    startSearch([
      { total: 1, data: [channel({ followersCount: 1 })] },
      { total: 0, data: [] },
      { total: 0, data: [] },
    ]);
    await paintSearch();
    expect(paint.querySelector('.search-summary')!.textContent).toBe('1 result');
    expect(paint.querySelectorAll('.search-meta')[1]!.textContent).toBe('1 follower');

    document.body.innerHTML = '';
    const other = page();
    startSearch([
      { total: 0, data: [] },
      { total: 1, data: [playlist({ videosLength: 1 })] },
      { total: 0, data: [] },
    ]);
    await paintSearch();
    expect(other.querySelector('.video-badge')!.textContent).toBe('1 video');
  });

  it('gives up when one answer failed, leaving every answer to the island', async () => {
    page();
    startSearch([{ total: 1, data: [channel()] }, 500, { total: 1, data: [video()] }]);
    await paintSearch();
    expect(painted()).toBeNull();
    expect((await takeEarlyResponse(PATHS[1]!))!.status).toBe(500);
    expect((await takeEarlyResponse(PATHS[0]!))!.ok).toBe(true);
  });

  it('gives up when nothing was found (the island says so itself)', async () => {
    page();
    startSearch([
      { total: 0, data: [] },
      { total: 0, data: [] },
      { total: 0, data: [] },
    ]);
    await paintSearch();
    expect(painted()).toBeNull();
  });

  it('paints nothing on a page in another language without its early catalog, for a handle or URL, or another query', async () => {
    for (const [lang, url] of [
      ['fr', '/search?search=test'],
      ['en', '/search?search=music%40videos.example'],
      ['en', '/search?search=https%3A%2F%2Fx.example%2Fw%2F1'],
      ['en', '/search?search=test&sort=-views'],
      ['en', '/search?search=%20test'],
    ]) {
      document.body.innerHTML = '';
      document.documentElement.lang = lang!;
      history.replaceState(null, '', url);
      page();
      startSearch([
        { total: 1, data: [channel()] },
        { total: 1, data: [playlist()] },
        { total: 1, data: [video()] },
      ]);
      await paintSearch();
      expect(painted(), url).toBeNull();
      expect(takeEarlyResponse(PATHS[0]!), 'the answers stay for the island').toBeDefined();
    }
  });

  it('paints nothing once the island has taken an answer, and dropEarlyPaint removes the painted results', async () => {
    page();
    startSearch([
      { total: 1, data: [channel()] },
      { total: 1, data: [playlist()] },
      { total: 1, data: [video()] },
    ]);
    takeEarlyResponse(PATHS[0]!);
    await paintSearch();
    expect(painted()).toBeNull();

    page();
    startSearch([
      { total: 1, data: [channel()] },
      { total: 1, data: [playlist()] },
      { total: 1, data: [video()] },
    ]);
    await paintSearch();
    expect(painted()!.hidden).toBe(false);
    dropEarlyPaint();
    expect(painted()).toBeNull();
  });
});
