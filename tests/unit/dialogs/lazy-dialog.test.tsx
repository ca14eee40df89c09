// @vitest-environment jsdom
// A dialog whose code cannot be fetched (islands/dialogs/lazy-dialog.tsx): it closes and the person is told the
// server cannot be reached, the other dialogs keep working, and the next opening fetches the code again. An error of
// the dialog itself still reaches the host's boundary.
import { afterEach, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { lazyDialog } from '../../../src/islands/dialogs/lazy-dialog';
import { contained } from '../../../src/islands/common/contained';
import { dialogUnavailable } from '../../../src/stores/dialogs/unavailable';
import { $toasts } from '../../../src/stores/shell/toasts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  $toasts.set([]);
  vi.restoreAllMocks();
});

const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

function mount(node: React.ReactNode) {
  const el = document.createElement('div');
  document.body.append(el);
  root = createRoot(el);
  act(() => root!.render(node));
  return el;
}

it('a dialog whose code cannot be fetched closes and says so; its next opening fetches the code again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const $open = atom(false);
  let reachable = false;
  const load = vi.fn(() =>
    reachable
      ? Promise.resolve({ default: () => <div role="dialog">Share</div> })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  const Share = lazyDialog(load, () => dialogUnavailable(() => $open.set(false)));
  const Other = lazyDialog(
    () => Promise.resolve({ default: () => <div role="dialog">Other</div> }),
    () => undefined,
  );
  const Host = contained(() => {
    const open = useStore($open);
    return (
      <>
        {open && <Share />}
        <Other />
      </>
    );
  }, 'Host');
  const el = mount(<Host />);
  await flush();
  act(() => $open.set(true));
  await flush();
  expect($open.get()).toBe(false);
  expect($toasts.get().map((t) => [t.severity, t.summary])).toEqual([
    ['error', 'The server cannot be reached. Check your connection and try again.'],
  ]);
  // The host still works: no "This part failed to load", the other dialog is there.
  expect(el.querySelector('[role="alert"]')).toBeNull();
  expect(el.textContent).toBe('Other');

  reachable = true;
  act(() => $open.set(true));
  await flush();
  expect(load).toHaveBeenCalledTimes(2);
  expect(el.textContent).toContain('Share');
});

it("a dialog's own error still reaches the host's boundary, and nobody is told the server is unreachable", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const onFail = vi.fn();
  const Broken = lazyDialog(
    () =>
      Promise.resolve({
        default: (): never => {
          throw new Error('malformed answer');
        },
      }),
    onFail,
  );
  const Host = contained(() => <Broken />, 'Host');
  const el = mount(<Host />);
  await flush();
  expect(el.querySelector('[role="alert"]')?.textContent).toContain('This part failed to load.');
  expect(onFail).not.toHaveBeenCalled();
});
