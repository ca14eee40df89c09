// The page an early paint runs on, as components/EarlyList.astro renders it at build time, and its early answers.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { atom } from 'nanostores';
import { EARLY_BANNER_SETTLED, EARLY_GLOBAL, EARLY_SETTINGS } from '../../../src/lib/early-fetch';
import { EARLY_CATALOG } from '../../../src/i18n/early';
import type { PagedViewState } from '../../../src/islands/common/PagedView';
import { withoutComments } from './react-html';

/** The paint: each list's row template (the row component from a template view, as the page writes it in the `rows`
 *  slot), then the island's markup around the lists (their frame). */
export function earlyPage(templates: ReactNode[], frame: ReactNode): HTMLElement {
  const paint = document.createElement('div');
  paint.className = 'early-paint';
  paint.hidden = true;
  paint.setAttribute('data-early', '');
  paint.innerHTML =
    templates.map((t) => `<template>${renderToString(<>{t}</>)}</template>`).join('') + renderToString(<>{frame}</>);
  document.body.append(paint);
  return paint;
}

/** The page's early answers, by path (a number: that error status), and client-settings.json's. */
export function startEarly(answers: Record<string, unknown>, settings: object = {}): void {
  const early: Record<string, unknown> = { [EARLY_SETTINGS]: Promise.resolve(settings) };
  for (const [path, answer] of Object.entries(answers)) {
    const status = typeof answer === 'number' ? answer : 200;
    early[path] = Promise.resolve(
      new Response(JSON.stringify(typeof answer === 'number' ? { status } : answer), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  }
  (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = early;
}

/** Forgets the page's early globals (answers, banner, catalog). */
export function forgetEarly(): void {
  for (const name of [EARLY_GLOBAL, EARLY_BANNER_SETTLED, EARLY_CATALOG])
    delete (window as unknown as Record<string, unknown>)[name];
}

/** A list's state as the island holds a loaded first page of `items` out of `total` (the tests' items are the fields
 *  of a server answer the rows read, not whole API objects). */
export const loaded = (items: unknown[], total: number) =>
  ({
    items,
    total,
    status: 'ready',
    hasMore: items.length < total,
    sort: '',
    filters: {},
  }) as unknown as PagedViewState<never>;

/** A paged list store holding `items` out of `total` (search results' sections). */
export const loadedList = (items: unknown[], total: number, hasMore = items.length < total) => ({
  $state: atom({ ...loaded(items, total), hasMore }),
  loadMore: async () => {},
  reload: async () => {},
  remove: () => {},
});

/** A copy of `root` without React's text separators (comments), adjacent texts joined, and style attributes written
 *  as the browser writes them (React's server HTML says `width:25%`, a style set in the DOM `width: 25%;`). */
export function normalized(root: Element): Element {
  const copy = withoutComments(root);
  for (const el of copy.querySelectorAll<HTMLElement>('[style]')) el.setAttribute('style', el.style.cssText);
  return copy;
}

/** An element's inner HTML, normalized. */
export const clean = (root: Element) => normalized(root).innerHTML;

/** A painted row as HTML, normalized. */
export const row = (el: Element) => normalized(el).outerHTML;

/** What React renders for `node`, as HTML without its text separators (and without image preloads: the island's are
 *  resource hints React puts before server-rendered eager images, not part of the list). */
export function island(node: ReactNode): string {
  const host = document.createElement('div');
  // Its own rows, not the painted ones it would take over (islands/common/Rows.tsx) were the paint showing.
  const shown = [...document.querySelectorAll<HTMLElement>('[data-early]')].filter((paint) => !paint.hidden);
  shown.forEach((paint) => (paint.hidden = true));
  host.innerHTML = renderToString(<>{node}</>);
  shown.forEach((paint) => (paint.hidden = false));
  host.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  return clean(host);
}

/** A list's painted count, rows and "Load more" (what follows the filters), as HTML. */
export function paintedList(paint: Element): string {
  const host = document.createElement('div');
  const list = paint.querySelector('[data-rows]')!;
  const from = list.previousElementSibling?.matches('p.muted') ? list.previousElementSibling : list;
  for (let el: Element | null = from; el; el = el.nextElementSibling) host.append(el.cloneNode(true));
  return clean(host);
}
