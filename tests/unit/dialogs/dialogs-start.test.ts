// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { asksForDialog, demandDialogs, startDialogs } from '../../../src/components/dialogs/dialogs-start';
import { DIALOGS_EVENT } from '../../../src/components/dialogs/dialogs-event';
import { toast } from '../../../src/stores/shell/toasts';
import { prefetchCardMenu, registerCardMenuLoader } from '../../../src/stores/dialogs/card-menu';

describe('the dialogs host on demand', () => {
  it('counts a request, an open flag or a non-empty list as asking for the host', () => {
    expect([null, undefined, false, [], ''].map(asksForDialog)).toEqual([false, false, false, false, false]);
    expect([{ id: 1 }, true, [{ id: 1 }]].map(asksForDialog)).toEqual([true, true, true]);
  });

  it('asks for the host once: the first toast hydrates it, the next ones find it there', () => {
    const asked = vi.fn();
    window.addEventListener(DIALOGS_EVENT, asked);
    startDialogs();
    expect(asked).not.toHaveBeenCalled();
    toast({ severity: 'info', summary: 'Saved' });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(window.__ptDemanded?.[DIALOGS_EVENT]).toBe(true);
    toast({ severity: 'info', summary: 'Saved again' });
    demandDialogs();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('a card menu wanted before the host is there loads once the host says how', () => {
    const load = vi.fn(() => Promise.resolve());
    prefetchCardMenu();
    expect(load).not.toHaveBeenCalled();
    registerCardMenuLoader(load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
