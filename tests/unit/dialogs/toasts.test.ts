import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followToastLives, pauseToast, resumeToast } from '../../../src/stores/shell/toast-life';
import { $toasts, dismissToast, toast, TOAST_HIDE_MS, TOAST_LIFE_MS } from '../../../src/stores/shell/toasts';

const visible = () =>
  $toasts
    .get()
    .filter((m) => !m.leaving)
    .map((m) => m.summary);

describe('toasts', () => {
  let hideList = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
    hideList = followToastLives();
  });
  afterEach(() => {
    hideList();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('a toast raised before the list is on screen lives its 3000 ms from when the list shows it', () => {
    hideList();
    toast({ severity: 'error', summary: 'Could not save' });
    toast({ severity: 'info', summary: 'Sticky', sticky: true });
    // The list's code is still loading: nothing has been seen, nothing leaves.
    vi.advanceTimersByTime(5000);
    expect(visible()).toEqual(['Could not save', 'Sticky']);
    hideList = followToastLives();
    vi.advanceTimersByTime(TOAST_LIFE_MS - 1);
    expect(visible()).toEqual(['Could not save', 'Sticky']);
    vi.advanceTimersByTime(1);
    expect(visible()).toEqual(['Sticky']);
  });

  it('leaves after 3000 ms, then is removed after the 250 ms hide transition', () => {
    toast({ severity: 'success', summary: 'Saved' });
    vi.advanceTimersByTime(TOAST_LIFE_MS - 1);
    expect(visible()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect($toasts.get()[0].leaving).toBe(true);
    vi.advanceTimersByTime(TOAST_HIDE_MS);
    expect($toasts.get()).toEqual([]);
  });

  it('honours a custom life', () => {
    toast({ severity: 'info', summary: 'Quick', life: 500 });
    vi.advanceTimersByTime(500);
    expect(visible()).toEqual([]);
  });

  it('keeps sticky toasts until dismissed', () => {
    const id = toast({ severity: 'error', summary: 'Broken', sticky: true });
    vi.advanceTimersByTime(60000);
    expect(visible()).toEqual(['Broken']);
    dismissToast(id);
    vi.advanceTimersByTime(TOAST_HIDE_MS);
    expect($toasts.get()).toEqual([]);
  });

  it('pauses while hovered and restarts the full life when the pointer leaves', () => {
    const id = toast({ severity: 'warn', summary: 'Careful' });
    vi.advanceTimersByTime(2500);
    pauseToast(id);
    vi.advanceTimersByTime(10000);
    expect(visible()).toEqual(['Careful']);
    resumeToast(id);
    vi.advanceTimersByTime(TOAST_LIFE_MS - 1);
    expect(visible()).toEqual(['Careful']);
    vi.advanceTimersByTime(1);
    expect(visible()).toEqual([]);
  });

  it('deduplicates on summary, detail and severity only when asked', () => {
    const a = toast({ severity: 'error', summary: 'Oops', detail: 'x' }, { dedupe: true });
    expect(toast({ severity: 'error', summary: 'Oops', detail: 'x' }, { dedupe: true })).toBe(a);
    expect(toast({ severity: 'warn', summary: 'Oops', detail: 'x' }, { dedupe: true })).not.toBe(a);
    expect(toast({ severity: 'error', summary: 'Oops', detail: 'y' }, { dedupe: true })).not.toBe(a);
    toast({ severity: 'error', summary: 'Oops', detail: 'x' });
    expect(visible()).toEqual(['Oops', 'Oops', 'Oops', 'Oops']);
  });
});
