// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import VideoCard from '../../../src/islands/video/VideoCard';
import { CardActions } from '../../../src/islands/video/VideoGrid';
import { RemoveFromHistory } from '../../../src/islands/library/HistoryVideos';
import { ACTIONS_SAMPLE_NAME, CARD_ACTIONS_TEMPLATE, paintCardActions } from '../../../src/lib/card-actions-paint';
import {
  CARD_SAMPLE,
  CARD_TEMPLATE,
  LIVE_CARD_TEMPLATE,
  paintEarlyGrid,
  type EarlyVideo,
} from '../../../src/lib/early-grid';
import { EARLY_GLOBAL, EARLY_SETTINGS } from '../../../src/lib/early-fetch';

const PATH = '/api/v1/users/me/history/videos?start=0&count=24';

function template(id: string, html: string): void {
  const t = document.createElement('template');
  t.id = id;
  t.innerHTML = html;
  document.body.append(t);
}

/** The page as components/video/EarlyGrid.astro renders it for history, with the actions template. */
function page() {
  document.documentElement.lang = 'en';
  template(CARD_TEMPLATE, renderToString(<VideoCard video={CARD_SAMPLE as never} eager />));
  template(LIVE_CARD_TEMPLATE, renderToString(<VideoCard video={{ ...CARD_SAMPLE, isLive: true } as never} eager />));
  template(
    CARD_ACTIONS_TEMPLATE,
    renderToString(
      <CardActions>
        <RemoveFromHistory name={ACTIONS_SAMPLE_NAME} />
      </CardActions>,
    ),
  );
  const paint = document.createElement('div');
  paint.dataset.earlyGrid = PATH;
  paint.hidden = true;
  paint.innerHTML = '<div inert></div><ul class="video-grid"></ul>';
  document.body.append(paint);
  return paint.querySelector('ul')!;
}

const video = (name: string, i: number): EarlyVideo => ({
  uuid: `uuid-${i}`,
  shortUUID: `s${i}`,
  name,
  duration: 60,
  views: 3,
  publishedAt: '2026-09-20T10:00:00.000Z',
  thumbnailPath: `/lazy-static/thumbnails/${i}.jpg`,
  channel: { name: 'music', host: null, displayName: 'Music' },
});

/** What the island renders under a card (VideoGrid's renderActions box with history's button). */
function islandActions(name: string): string {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <CardActions>
      <RemoveFromHistory name={name} />
    </CardActions>,
  );
  return host.firstElementChild!.outerHTML;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
});

describe('early card actions', () => {
  it("gives every painted card the island's own actions, named after its video, in the microtask the cards appear", async () => {
    const grid = page();
    const names = ['Canción de cuna', 'A "quoted" <b>title</b>', '@@video-name@@ twice @@video-name@@'];
    (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = {
      [EARLY_SETTINGS]: Promise.resolve({}),
      [PATH]: Promise.resolve(new Response(JSON.stringify({ total: 3, data: names.map(video) }), { status: 200 })),
    };
    paintCardActions(grid);
    const painted = paintEarlyGrid();
    let seenBare = false;
    // Checked by the painter's own continuation: no card is ever without its actions when a frame could be drawn.
    new MutationObserver(() => {
      seenBare ||= [...grid.children].some((li) => li.children.length < 2);
    }).observe(grid, { childList: true });
    await painted;
    await Promise.resolve();
    expect(seenBare).toBe(false);
    expect(grid.children).toHaveLength(3);
    [...grid.children].forEach((li, i) => {
      const actions = li.lastElementChild!;
      expect(actions.hasAttribute('data-early-actions')).toBe(true);
      actions.removeAttribute('data-early-actions');
      expect(actions.outerHTML).toBe(islandActions(names[i]));
    });
    expect(grid.querySelector('.video-actions button')!.getAttribute('aria-label')).toBe(
      'Remove "Canción de cuna" from history',
    );
  });

  it('adds the actions once, to cards already there and to later ones; nothing without a template or a grid', async () => {
    const grid = page();
    grid.innerHTML = '<li><article class="video-card"><h3 class="video-title"><a>First</a></h3></article></li>';
    paintCardActions(grid);
    expect(grid.querySelectorAll('.video-actions')).toHaveLength(1);
    grid.insertAdjacentHTML(
      'beforeend',
      '<li><article class="video-card"><h3 class="video-title"><a>Second</a></h3></article></li>',
    );
    await Promise.resolve();
    expect(grid.querySelectorAll('.video-actions')).toHaveLength(2);
    expect(grid.querySelectorAll('button')[1].getAttribute('aria-label')).toBe('Remove "Second" from history');
    document.getElementById(CARD_ACTIONS_TEMPLATE)!.remove();
    const other = document.createElement('ul');
    other.innerHTML = '<li></li>';
    paintCardActions(other);
    paintCardActions(null);
    expect(other.querySelector('.video-actions')).toBeNull();
  });
});
