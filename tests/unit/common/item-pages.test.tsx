// @vitest-environment jsdom
// Long lists (issue #34): appending a page renders that page's items only, however many are shown; a thread's
// replies appear a few per task until all are there.
import { afterEach, expect, it, vi } from 'vitest';
import { act, useCallback } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import ItemPages, { useItemRole } from '../../../src/islands/common/ItemPages';
import { stablePages } from '../../../src/lib/stable-pages';
import { useProgressive } from '../../../src/islands/common/useProgressive';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const items = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => ({ id: from + i }));

it('keeps the pages whose items are the same objects, and renews a page where one changed', () => {
  const list = items(0, 50);
  const first = stablePages(list, 24, []);
  expect(first.map((p) => p.length)).toEqual([24, 24, 2]);
  const appended = stablePages([...list, ...items(50, 74)], 24, first);
  expect(appended[0]).toBe(first[0]);
  expect(appended[1]).toBe(first[1]);
  expect(appended[2]).not.toBe(first[2]);
  const updated = [...list];
  updated[30] = { id: 30 };
  const after = stablePages(updated, 24, first);
  expect(after[0]).toBe(first[0]);
  expect(after[1]).not.toBe(first[1]);
});

it('renders each item once as pages are appended, not every item shown so far', () => {
  const rendered: number[] = [];
  function List({ list }: { list: { id: number }[] }) {
    const render = useCallback((item: { id: number }) => {
      rendered.push(item.id);
      return <li key={item.id}>{item.id}</li>;
    }, []);
    return (
      <ul>
        <ItemPages items={list} size={24} render={render} />
      </ul>
    );
  }
  const el = document.createElement('div');
  document.body.append(el);
  root = createRoot(el);
  let list = items(0, 24);
  act(() => root!.render(<List list={list} />));
  for (let page = 1; page < 40; page++) {
    list = [...list, ...items(page * 24, page * 24 + 24)];
    act(() => root!.render(<List list={list} />));
  }
  expect(el.querySelectorAll('li')).toHaveLength(960);
  expect(el.querySelector('ul')!.children[959].textContent).toBe('959');
  expect(rendered).toHaveLength(960);
  // A render of the list with the same items (a status change) renders none of them.
  act(() => root!.render(<List list={[...list]} />));
  expect(rendered).toHaveLength(960);
});

it("puts each page after the first in a container of its own, whose items are still the list's items", () => {
  const rendered: number[] = [];
  function Item({ id }: { id: number }) {
    rendered.push(id);
    return <li role={useItemRole()}>{id}</li>;
  }
  function List({ list }: { list: { id: number }[] }) {
    const render = useCallback((item: { id: number }) => <Item key={item.id} id={item.id} />, []);
    return (
      <ul className="video-grid" aria-label="Videos">
        <ItemPages items={list} size={24} render={render} contain="video-grid" />
      </ul>
    );
  }
  const el = document.createElement('div');
  document.body.append(el);
  root = createRoot(el);
  let list = items(0, 24);
  act(() => root!.render(<List list={list} />));
  const grid = el.querySelector('ul')!;
  // The first page is the list's own, as the early paint draws it: plain items, no container.
  expect([...grid.children].map((child) => child.outerHTML)).toEqual(list.map((item) => `<li>${item.id}</li>`));
  for (let page = 1; page < 40; page++) {
    list = [...list, ...items(page * 24, page * 24 + 24)];
    act(() => root!.render(<List list={list} />));
  }
  // 24 items, then 39 containers: a presentational box holding a presentational list of the same class.
  expect(grid.children).toHaveLength(24 + 39);
  const pages = [...grid.querySelectorAll(':scope > li.item-page')];
  expect(pages).toHaveLength(39);
  for (const page of pages) {
    expect(page.getAttribute('role')).toBe('none');
    expect(page.children).toHaveLength(1);
    expect(page.firstElementChild!.matches('ul.video-grid[role="none"]')).toBe(true);
    expect(page.firstElementChild!.children).toHaveLength(24);
  }
  // Their items say they are list items (a presentational list's plain li would be presentational too), in order.
  const contained = [...grid.querySelectorAll('li.item-page > ul > li')];
  expect(contained).toHaveLength(936);
  expect(contained.every((item) => item.getAttribute('role') === 'listitem')).toBe(true);
  expect(contained.map((item) => Number(item.textContent))).toEqual(items(24, 960).map((item) => item.id));
  // Each item rendered once, however many pages came before it.
  expect(rendered).toHaveLength(960);
});

it('shows the first replies at once and the rest a step per task, until all are in the page', () => {
  vi.useFakeTimers();
  function Thread({ total }: { total: number }) {
    const shown = useProgressive(total, 20);
    return (
      <ol>
        {items(0, shown).map((item) => (
          <li key={item.id}>{item.id}</li>
        ))}
      </ol>
    );
  }
  const el = document.createElement('div');
  document.body.append(el);
  root = createRoot(el);
  act(() => root!.render(<Thread total={500} />));
  expect(el.querySelectorAll('li')).toHaveLength(20);
  act(() => vi.advanceTimersByTime(0));
  expect(el.querySelectorAll('li')).toHaveLength(40);
  // One step per task: 23 more tasks bring the other 460.
  for (let task = 0; task < 22; task++) act(() => vi.advanceTimersByTime(0));
  expect(el.querySelectorAll('li')).toHaveLength(480);
  act(() => vi.advanceTimersByTime(0));
  expect(el.querySelectorAll('li')).toHaveLength(500);
  // A reply posted afterwards is shown with the others.
  act(() => root!.render(<Thread total={501} />));
  act(() => vi.advanceTimersByTime(0));
  expect(el.querySelectorAll('li')).toHaveLength(501);
});
