// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import VideoCard from '../../../src/islands/video/VideoCard';
import {
  CARD_SAMPLE,
  CARD_TEMPLATE,
  LIVE_CARD_TEMPLATE,
  paintCard,
  paintEarlyGrid,
  type EarlyVideo,
} from '../../../src/lib/early-grid';
import { dropEarlyGrid } from '../../../src/lib/early-paint';
import { EARLY_BANNER_SETTLED, EARLY_GLOBAL, EARLY_SETTINGS, takeEarlyResponse } from '../../../src/lib/early-fetch';

const PATH = '/api/v1/videos?sort=-publishedAt&start=0&count=24';

/** A <template> holding VideoCard's server HTML, as components/video/EarlyGrid.astro renders it. */
function template(id: string, video: EarlyVideo): HTMLTemplateElement {
  const t = document.createElement('template');
  t.id = id;
  t.innerHTML = renderToString(<VideoCard video={video as never} eager />);
  document.body.append(t);
  return t;
}

/** The card the island itself renders for `video`. */
function reactCard(video: EarlyVideo, eager: boolean): string {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<VideoCard video={video as never} eager={eager} />);
  return host.querySelector('.video-card')!.outerHTML;
}

const here = () => new URL(location.origin).host;
const video = (over: Partial<EarlyVideo> = {}): EarlyVideo => ({
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
});

function startEarly(body: unknown, status = 200) {
  (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = {
    [EARLY_SETTINGS]: Promise.resolve({}),
    [PATH]: Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  };
}

function page() {
  template(CARD_TEMPLATE, CARD_SAMPLE);
  template(LIVE_CARD_TEMPLATE, { ...CARD_SAMPLE, isLive: true });
  const paint = document.createElement('div');
  paint.dataset.earlyGrid = PATH;
  paint.hidden = true;
  paint.innerHTML = '<div inert><form aria-label="Video filters"></form></div><ul class="video-grid"></ul>';
  document.body.append(paint);
  return Object.assign(paint.querySelector('ul')!, { paint });
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[EARLY_BANNER_SETTLED];
  vi.useRealTimers();
});

describe('early grid (cards painted before React)', () => {
  it('paints exactly the card the island renders, for ordinary, live, duration-less, remote and hostile videos', () => {
    const normal = template(CARD_TEMPLATE, CARD_SAMPLE);
    const live = template(LIVE_CARD_TEMPLATE, { ...CARD_SAMPLE, isLive: true });
    const cases = [
      video(),
      video({ isLive: true, duration: 0, views: 251 }),
      video({ duration: 0, views: 0 }),
      video({ views: 1 }),
      video({ isLive: true, views: 1 }),
      video({ channel: { name: 'films', host: 'vidiverse.example', displayName: 'Films' }, views: 1_250_000 }),
      video({
        name: '<img src=x onerror=alert(1)>',
        channel: { name: 'm', host: here(), displayName: '<script>alert(1)</script>' },
      }),
      video({ channel: null }),
    ];
    cases.forEach((v, i) => {
      const eager = i % 2 === 0;
      const painted = paintCard(v.isLive ? live : normal, v, { base: '', host: here(), eager });
      expect(painted.outerHTML).toBe(reactCard(v, eager));
    });
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('fills the grid from the early answer and leaves the API client an unread copy', async () => {
    const grid = page();
    startEarly({ total: 2, data: [video(), video({ shortUUID: 'second', name: 'Second' })] });
    await paintEarlyGrid();
    const titles = [...grid.querySelectorAll('.video-title a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(titles).toEqual([
      ['Canción de cuna', '/w/x1jv'],
      ['Second', '/w/second'],
    ]);
    expect(grid.paint.hidden).toBe(false);
    expect(grid.querySelectorAll('img[loading="eager"]')).toHaveLength(2);
    const forClient = await takeEarlyResponse(PATH)!;
    expect((await forClient.json()).total).toBe(2);
    dropEarlyGrid();
    expect(document.querySelector('[data-early-grid]')).toBeNull();
  });

  it('shows the cards only once the broadcast message is drawn (or after 400 ms without it), so it never pushes them down', async () => {
    const grid = page();
    startEarly({ total: 1, data: [video()] });
    let drawn!: () => void;
    (window as unknown as Record<string, unknown>)[EARLY_BANNER_SETTLED] = new Promise<void>((resolve) => {
      drawn = resolve;
    });
    const painted = paintEarlyGrid();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(grid.paint.hidden).toBe(true);
    drawn();
    await painted;
    expect(grid.paint.hidden).toBe(false);
    // A config answer that never comes holds the paint back for 400 ms at most.
    document.body.innerHTML = '';
    const second = page();
    startEarly({ total: 1, data: [video()] });
    vi.useFakeTimers();
    (window as unknown as Record<string, unknown>)[EARLY_BANNER_SETTLED] = new Promise(() => {});
    const held = paintEarlyGrid();
    await vi.advanceTimersByTimeAsync(399);
    expect(second.paint.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await held;
    expect(second.paint.hidden).toBe(false);
  });

  it('loads thumbnails from the instance named in client-settings.json', async () => {
    const grid = page();
    startEarly({ total: 1, data: [video()] });
    (window as unknown as Record<string, Record<string, unknown>>)[EARLY_GLOBAL][EARLY_SETTINGS] = Promise.resolve({
      instanceUrl: 'https://videos.example/',
    });
    await paintEarlyGrid();
    expect(grid.querySelector('img')!.getAttribute('src')).toBe(
      'https://videos.example/lazy-static/thumbnails/b5aa.jpg',
    );
    expect(grid.querySelector('.video-channel')!.getAttribute('href')).toBe(`/c/music@${here()}`);
  });

  it('paints nothing, and leaves the page, on an error answer, a malformed body, or a page in another language', async () => {
    const painted = () => document.querySelector('[data-early-grid]');
    let grid = page();
    startEarly({ error: 'boom' }, 500);
    await paintEarlyGrid();
    expect(grid.children).toHaveLength(0);
    expect(painted()).toBeNull();
    expect((await takeEarlyResponse(PATH)!).status).toBe(500);

    document.body.innerHTML = '';
    grid = page();
    startEarly({ data: 'not a list' });
    await paintEarlyGrid();
    expect(painted()).toBeNull();

    document.body.innerHTML = '';
    grid = page();
    document.documentElement.lang = 'fr';
    startEarly({ total: 1, data: [video()] });
    await paintEarlyGrid();
    expect(painted()).toBeNull();
    expect(takeEarlyResponse(PATH)).toBeDefined();
  });

  it('paints nothing once the island has taken the answer itself (or without an early request)', async () => {
    page();
    startEarly({ total: 1, data: [video()] });
    takeEarlyResponse(PATH);
    await paintEarlyGrid();
    expect(document.querySelector('[data-early-grid]')).toBeNull();
  });
});
