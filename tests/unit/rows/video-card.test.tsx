// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import VideoCard from '../../../src/islands/video/VideoCard';
import CardTemplate from '../../../src/islands/video/CardTemplate';
import { CardItem } from '../../../src/islands/video/VideoGrid';
import { RemoveFromHistory } from '../../../src/islands/library/HistoryVideos';
import HistoryCardTemplate from '../../../src/islands/library/HistoryCardTemplate';
import Rows from '../../../src/islands/common/Rows';
import { FIRST_SCREEN_ROWS, paintEarly } from '../../../src/lib/early-paint/paint';
import { browse, videoCardView, type VideoLike } from '../../../src/lib/rows/video-card';
import { early as history, removeView } from '../../../src/lib/rows/history';
import { formatterFor, type RowContext } from '../../../src/lib/rows/view';
import { earlyPage, forgetEarly, island, row, startEarly } from '../support/early-page';

const PATH = '/api/v1/videos?sort=-publishedAt&nsfw=false&start=0&count=24';
const HISTORY = '/api/v1/users/me/history/videos?start=0&count=24';
const HOSTILE = '<img src=x onerror=alert(1)>';

const here = () => new URL(location.origin).host;
const video = (over: Partial<VideoLike> & Record<string, unknown> = {}): VideoLike =>
  ({
    uuid: 'b5aa0bec-2004-405f-b139-2e2adfa59c3a',
    shortUUID: 'x1jv',
    name: 'Canción de cuna',
    duration: 7322,
    views: 6100,
    publishedAt: '2026-09-20T10:00:00.000Z',
    thumbnailPath: '/lazy-static/thumbnails/b5aa.jpg',
    isLive: false,
    channel: { name: 'music', host: here(), displayName: 'Maker Music' },
    ...over,
  }) as VideoLike;

const ctx = (): RowContext => ({
  fmt: formatterFor('en', {}, () => Date.parse('2026-09-23T10:00:00.000Z')),
  base: 'https://videos.example',
  host: 'videos.example',
});

beforeEach(() => {
  document.documentElement.lang = 'en';
});
afterEach(() => {
  document.body.innerHTML = '';
  forgetEarly();
});

describe('a video card as a view (lib/rows/video-card.ts)', () => {
  it('says what the card shows: its links, thumbnail, counted views, dates and menu name, from the video and the instance', () => {
    const view = videoCardView(video(), ctx(), { eager: true });
    expect(view.text).toMatchObject({
      title: 'Canción de cuna',
      duration: '2:02:02',
      channel: 'Maker Music',
      views: '6.1K views',
      time: '3 days ago',
    });
    expect(view.attr).toMatchObject({
      link: '/w/x1jv',
      thumb: 'https://videos.example/lazy-static/thumbnails/b5aa.jpg',
      loading: 'eager',
      priority: 'high',
      durationIso: 'PT2H2M2S',
      channelLink: `/c/music@${here()}`,
      published: '2026-09-20T10:00:00.000Z',
      date: new Date('2026-09-20T10:00:00.000Z').toLocaleDateString('en', { dateStyle: 'long' }),
      menu: 'More actions for Canción de cuna',
    });
    expect(view.show).toEqual({ live: false, duration: true, progress: false, channel: true, sensitive: false });
  });

  it('a live video: LIVE instead of its duration, viewers instead of views; one viewer in the singular', () => {
    const view = videoCardView(video({ isLive: true, duration: 0, views: 1 }), ctx());
    expect(view.show).toMatchObject({ live: true, duration: false });
    expect(view.text.views).toBe('1 viewer');
    expect(view.attr.loading).toBe('lazy');
  });

  it("a channel's own page hides the channel; a sensitive video is marked, its thumbnail blurred when asked", () => {
    const view = videoCardView(video({ nsfw: true }), ctx(), { hideChannel: true, blurred: true });
    expect(view.show).toMatchObject({ channel: false, sensitive: true });
    expect(view.attr.thumbClass).toBe('video-thumb video-thumb-blur');
  });

  it('shows how much of a watched video was seen', () => {
    const view = videoCardView(video({ duration: 200, userHistory: { currentTime: 50 } }), ctx());
    expect(view.show.progress).toBe(true);
    expect(view.attr.progress).toBe('25%');
  });

  it('paints exactly the card the island renders, for ordinary, live, duration-less, remote, hostile and sensitive videos', async () => {
    const cases = [
      video(),
      video({ shortUUID: 'live', isLive: true, duration: 0, views: 251 }),
      video({ shortUUID: 'short', duration: 0, views: 0 }),
      video({ shortUUID: 'one', views: 1 }),
      video({ shortUUID: 'l1', isLive: true, views: 1 }),
      video({
        shortUUID: 'remote',
        channel: { name: 'films', host: 'vidiverse.example', displayName: 'Films' } as VideoLike['channel'],
        views: 1_250_000,
      }),
      video({
        shortUUID: 'hostile',
        name: HOSTILE,
        channel: { name: 'm', host: here(), displayName: '<script>alert(1)</script>' } as VideoLike['channel'],
      }),
      video({ shortUUID: 'orphan', channel: null as never }),
      video({ shortUUID: 'nothumb', thumbnailPath: null as never }),
    ];
    const paint = earlyPage(
      [
        <li key="t">
          <CardTemplate />
        </li>,
      ],
      <Rows className="video-grid" label="Videos" />,
    );
    startEarly({ [PATH]: { total: cases.length, data: cases } });
    await paintEarly(browse, [PATH]);
    // The first screen at once, the rest once its images are in and it has been drawn.
    const drawn = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    expect(cases.length).toBeGreaterThan(FIRST_SCREEN_ROWS);
    expect(paint.querySelectorAll('li')).toHaveLength(FIRST_SCREEN_ROWS);
    await drawn();
    expect(paint.querySelectorAll('li')).toHaveLength(FIRST_SCREEN_ROWS);
    paint.querySelectorAll('img[loading="eager"]').forEach((img) => img.dispatchEvent(new Event('load')));
    await drawn();
    await drawn();
    const painted = [...paint.querySelectorAll('li')];
    expect(painted).toHaveLength(cases.length);
    cases.forEach((v, i) => {
      expect(row(painted[i]!), v.shortUUID).toBe(island(<CardItem card={<VideoCard video={v} eager={i < 4} />} />));
    });
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('history: each card with its progress and its Remove button named after the video, as the island renders it', async () => {
    const watched = [
      video({ id: 1, duration: 200, userHistory: { currentTime: 50 } }),
      video({ id: 2, shortUUID: 'v2', name: HOSTILE }),
    ];
    const paint = earlyPage([<HistoryCardTemplate key="t" />], <Rows className="video-grid" label="Watched videos" />);
    startEarly({ [HISTORY]: { total: 2, data: watched } });
    await paintEarly(history, [HISTORY]);
    const painted = [...paint.querySelectorAll('li')];
    watched.forEach((v, i) =>
      expect(row(painted[i]!)).toBe(
        island(
          <CardItem
            card={<VideoCard video={v} eager />}
            actions={<RemoveFromHistory view={removeView(v, formatterFor('en', {}))} />}
          />,
        ),
      ),
    );
    expect(painted[1]!.querySelector('.video-actions button')!.getAttribute('aria-label')).toBe(
      `Remove "${HOSTILE}" from history`,
    );
    expect((painted[0]!.querySelector('.video-progress') as HTMLElement).style.width).toBe('25%');
    expect(paint.querySelector('ul')!.getAttribute('aria-label')).toBe('Watched videos');
  });
});
