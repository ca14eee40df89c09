// @vitest-environment jsdom
// An island that throws shows "This part failed to load" with Retry in its place; its neighbour keeps working.
import { afterEach, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { contained } from '../../../src/islands/common/contained';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it('a part that throws is replaced by an error with Retry; Retry mounts it again', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  const Avatarish = contained(({ name }: { name: { first: string } | null }) => {
    if (fail) return <p>{name!.first}</p>; // a null from the server
    return <p>Loaded</p>;
  }, 'Avatarish');
  const el = document.createElement('div');
  document.body.append(el);
  root = createRoot(el);
  act(() =>
    root!.render(
      <>
        <Avatarish name={null} />
        <p>Neighbour</p>
      </>,
    ),
  );
  expect(el.querySelector('[role="alert"]')?.textContent).toContain('This part failed to load.');
  expect(el.textContent).toContain('Neighbour');
  expect(logged.mock.calls.some((c) => String(c[0]).includes('[Avatarish]'))).toBe(true);
  fail = false;
  act(() => (el.querySelector('button') as HTMLButtonElement).click());
  expect(el.textContent).toContain('Loaded');
  expect(el.querySelector('[role="alert"]')).toBeNull();
});

it('a part of main that throws takes the place of the early paint beside it, so its error and Retry are seen', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const Grid = contained((): never => {
    throw new Error('malformed answer');
  }, 'Grid');
  document.body.innerHTML =
    '<main><div id="island"></div><div class="early-paint" data-early-grid="/api/v1/videos"><ul></ul></div></main><div class="early-paint" id="elsewhere"></div>';
  root = createRoot(document.getElementById('island')!);
  act(() => root!.render(<Grid />));
  expect(document.querySelector('main [role="alert"]')?.textContent).toContain('This part failed to load.');
  expect(document.querySelector('main > .early-paint')).toBeNull();
  // Only main's own: nothing else on the page is touched.
  expect(document.getElementById('elsewhere')).not.toBeNull();
});
