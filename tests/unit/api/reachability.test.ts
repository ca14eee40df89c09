// @vitest-environment jsdom
// The shell's "Reconnecting…" follows what the requests saw, and a probe ends it on a page that asks nothing else.
import { describe, expect, it, vi } from 'vitest';
import {
  $instanceReachable,
  reportReachability,
  setReachabilityProbe,
} from '../../../src/stores/instance/reachability';
import { startReconnectStatus } from '../../../src/components/shell/reconnect-status';

describe('reachability', () => {
  it('shows "Reconnecting…" while the instance does not answer, and probes until it does', async () => {
    document.body.innerHTML = '<div role="status" data-reconnect-status><span hidden>Reconnecting…</span></div>';
    const text = document.querySelector<HTMLElement>('[data-reconnect-status] > span')!;
    startReconnectStatus($instanceReachable);
    let answers = 0;
    const probe = vi.fn(async () => {
      // The second probe gets an answer: the API client reports it.
      if (++answers === 2) reportReachability(true);
      else throw new Error('down');
    });
    setReachabilityProbe(probe);
    vi.useFakeTimers();
    reportReachability(false);
    expect(text.hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect($instanceReachable.get()).toBe(true);
    expect(text.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(20000);
    expect(probe).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
