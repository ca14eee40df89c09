// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CardTemplate from '../../../src/islands/video/CardTemplate';
import Rows from '../../../src/islands/common/Rows';
import { paintEarly } from '../../../src/lib/early-paint/paint';
import { dropEarlyPaint } from '../../../src/lib/early-paint/hand-over';
import { browse, type VideoLike } from '../../../src/lib/rows/video-card';
import { EARLY_BANNER_SETTLED, takeEarlyResponse } from '../../../src/lib/early-fetch';
import { EARLY_CATALOG } from '../../../src/i18n/early';
import { earlyPage, forgetEarly, startEarly } from '../support/early-page';

const PATH = '/api/v1/videos?sort=-publishedAt&nsfw=false&start=0&count=24';
const DAY = 86400e3;

const here = () => new URL(location.origin).host;
const video = (over: Partial<VideoLike> = {}): VideoLike => ({
  uuid: 'b5aa0bec-2004-405f-b139-2e2adfa59c3a',
  shortUUID: 'x1jv',
  name: 'Canción de cuna',
  duration: 7322,
  views: 6100,
  publishedAt: new Date(Date.now() - 3 * DAY).toISOString(),
  thumbnailPath: '/lazy-static/thumbnails/b5aa.jpg',
  isLive: false,
  channel: { name: 'music', host: here(), displayName: 'Maker Music' } as VideoLike['channel'],
  ...over,
});

/** /videos/browse's paint: the card template, the inert filters, the grid. */
function page() {
  const paint = earlyPage(
    [
      <li key="card">
        <CardTemplate />
      </li>,
    ],
    <>
      <div inert>
        <form aria-label="Video filters" />
      </div>
      <Rows className="video-grid" label="Videos" />
    </>,
  );
  return Object.assign(paint.querySelector('ul')!, { paint });
}
const paintPage = () => paintEarly(browse, [PATH]);

beforeEach(() => {
  document.documentElement.lang = 'en';
});
afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  forgetEarly();
  vi.useRealTimers();
});

describe('the early painter (lib/early-paint/paint.ts)', () => {
  it('fills the grid from the early answer, shows it, and leaves the API client an unread copy', async () => {
    const grid = page();
    startEarly({ [PATH]: { total: 2, data: [video(), video({ shortUUID: 'second', name: 'Second' })] } });
    await paintPage();
    const titles = [...grid.querySelectorAll('.video-title a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(titles).toEqual([
      ['Canción de cuna', '/w/x1jv'],
      ['Second', '/w/second'],
    ]);
    expect(grid.querySelector('.video-meta')!.textContent).toBe('6.1K views · 3 days ago');
    expect(grid.paint.hidden).toBe(false);
    expect(grid.paint.hasAttribute('data-early-lang')).toBe(false);
    expect(grid.querySelectorAll('img[loading="eager"]')).toHaveLength(2);
    const forClient = await takeEarlyResponse(PATH)!;
    expect((await forClient.json()).total).toBe(2);
    dropEarlyPaint();
    expect(document.querySelector('[data-early]')).toBeNull();
  });

  it('shows the paint only once the broadcast message is drawn (or 400 ms after its answer), so it never pushes it down', async () => {
    const grid = page();
    startEarly({ [PATH]: { total: 1, data: [video()] } });
    let drawn!: () => void;
    (window as unknown as Record<string, unknown>)[EARLY_BANNER_SETTLED] = new Promise<void>((resolve) => {
      drawn = resolve;
    });
    const painted = paintPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(grid.paint.hidden).toBe(true);
    drawn();
    await painted;
    expect(grid.paint.hidden).toBe(false);
    // A config answer that never comes holds the paint back for 400 ms at most.
    document.body.innerHTML = '';
    const second = page();
    startEarly({ [PATH]: { total: 1, data: [video()] } });
    vi.useFakeTimers();
    (window as unknown as Record<string, unknown>)[EARLY_BANNER_SETTLED] = new Promise(() => {});
    const held = paintPage();
    await vi.advanceTimersByTimeAsync(399);
    expect(second.paint.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await held;
    expect(second.paint.hidden).toBe(false);
  });

  it('loads thumbnails from the instance client-settings.json names, and links its own channels without their host', async () => {
    const grid = page();
    startEarly(
      {
        [PATH]: {
          total: 1,
          data: [
            video({ channel: { name: 'music', host: 'videos.example', displayName: 'M' } as VideoLike['channel'] }),
          ],
        },
      },
      {
        instanceUrl: 'https://videos.example/',
      },
    );
    await paintPage();
    expect(grid.querySelector('img')!.getAttribute('src')).toBe(
      'https://videos.example/lazy-static/thumbnails/b5aa.jpg',
    );
    expect(grid.querySelector('.video-channel')!.getAttribute('href')).toBe('/c/music');
  });

  it('paints nothing, and leaves the page, on an error answer, a malformed body, an answer the app took, or no request', async () => {
    const painted = () => document.querySelector('[data-early]');
    page();
    startEarly({ [PATH]: 500 });
    await paintPage();
    expect(painted()).toBeNull();
    expect((await takeEarlyResponse(PATH)!).status).toBe(500);

    page();
    startEarly({ [PATH]: { data: 'not a list' } });
    await paintPage();
    expect(painted()).toBeNull();

    page();
    startEarly({ [PATH]: { total: 1, data: [video()] } });
    takeEarlyResponse(PATH);
    await paintPage();
    expect(painted()).toBeNull();

    page();
    startEarly({});
    await paintPage();
    expect(painted()).toBeNull();
  });

  describe('in the page language', () => {
    const CATALOG = {
      'videos.views.one': '{count} vue',
      'videos.views.other': '{count} vues',
      'videos.browse.list': 'Vidéos',
      'cardMenu.trigger': "Plus d'actions pour {name}",
      'cardMenu.triggerTitle': "Plus d'actions",
    };

    it('leaves a French page to the app when its catalog strings did not come early: no English text is painted', async () => {
      document.documentElement.lang = 'fr';
      page();
      startEarly({ [PATH]: { total: 1, data: [video()] } });
      await paintPage();
      expect(document.querySelector('[data-early]')).toBeNull();
      expect(takeEarlyResponse(PATH), 'the answer stays for the app').toBeDefined();
      // Nor when the catalog failed to come.
      page();
      startEarly({ [PATH]: { total: 1, data: [video()] } });
      (window as unknown as Record<string, unknown>)[EARLY_CATALOG] = Promise.reject(new Error('offline'));
      await paintPage();
      expect(document.querySelector('[data-early]')).toBeNull();
    });

    it('paints a French page with its early catalog: counts, relative dates, full dates and names in French', async () => {
      document.documentElement.lang = 'fr';
      (window as unknown as Record<string, unknown>)[EARLY_CATALOG] = Promise.resolve(CATALOG);
      const grid = page();
      const published = new Date(Date.now() - 3 * DAY);
      startEarly({
        [PATH]: {
          total: 2,
          data: [video({ views: 6100, publishedAt: published.toISOString() }), video({ views: 1, name: 'Un' })],
        },
      });
      await paintPage();
      expect(grid.paint.hidden).toBe(false);
      expect(grid.paint.getAttribute('data-early-lang')).toBe('fr');
      const [first, second] = [...grid.querySelectorAll('li')];
      const count = new Intl.NumberFormat('fr', { notation: 'compact', maximumFractionDigits: 1 }).format(6100);
      expect(first!.querySelector('.video-meta span')!.textContent).toBe(`${count} vues`);
      expect(first!.querySelector('.video-meta time')!.textContent).toBe('il y a 3 jours');
      expect(first!.querySelector('.video-meta time')!.getAttribute('title')).toBe(
        new Intl.DateTimeFormat('fr', { dateStyle: 'long' }).format(published),
      );
      expect(second!.querySelector('.video-meta span')!.textContent).toBe('1 vue');
      expect(second!.querySelector('.video-menu-trigger')!.getAttribute('aria-label')).toBe("Plus d'actions pour Un");
      expect(grid.getAttribute('aria-label')).toBe('Vidéos');
      expect(grid.paint.textContent).not.toMatch(/ago|views/);
    });
  });
});
