// The watch page's code ahead of a click (SPEC §9). This module itself loads once the page has settled
// (scripts/boot.ts): nothing of it competes with the page's first load.
import { mayDownloadAhead } from './save-data';

/** The watch page's code is fetched this long after load, so opening a video is fast (SPEC §9). */
export const WATCH_PREFETCH_DELAY_MS = 5000;

/** The prerendered watch page (dynamic family, see src/routing/rules.mjs). */
export const WATCH_PAGE = '/w/_/';

function addPrefetch(href: string, as?: string): void {
  if (document.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  if (as) link.as = as;
  document.head.append(link);
}

/** The script URLs a page's HTML loads: module scripts and island components/renderers. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) urls.add(m[1]);
  return [...urls].filter((u) => u.startsWith('/'));
}

/** Prefetches the watch page and its scripts into the HTTP cache (not executed), unless the person saves data or the
 *  connection is 2G (lib/save-data.ts). */
export async function prefetchWatch(): Promise<void> {
  if (location.pathname.startsWith('/w/')) return;
  if (!mayDownloadAhead()) return;
  addPrefetch(WATCH_PAGE, 'document');
  try {
    const res = await fetch(WATCH_PAGE, { credentials: 'same-origin' });
    if (!res.ok) return;
    scriptUrls(await res.text()).forEach((url) => addPrefetch(url, 'script'));
  } catch {
    // A prefetch is an optimisation only.
  }
}

/** Prefetches WATCH_PREFETCH_DELAY_MS after the page's load event (what is left of it when this module comes later). */
export function scheduleWatchPrefetch(): void {
  const start = () => {
    const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const since = loaded?.loadEventEnd ? performance.now() - loaded.loadEventEnd : 0;
    setTimeout(() => void prefetchWatch(), Math.max(0, WATCH_PREFETCH_DELAY_MS - since));
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
