// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $config } from '../../../src/stores/instance/config';
import { $broadcastDismissed } from '../../../src/stores/shell/broadcast';
import { $catalog } from '../../../src/i18n';
import { startBroadcastBanner } from '../../../src/components/banner/broadcast-banner';
import type { Config } from '../../../src/api/config';

const setBroadcast = (broadcastMessage: Record<string, unknown>) =>
  $config.set({ status: 'ready', data: { broadcastMessage } as unknown as Config });
const slot = () => document.getElementById('broadcast-slot')!;
const banner = () => slot().querySelector<HTMLElement>('.broadcast');

describe('the broadcast banner (without React)', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="broadcast-slot"></div>';
    $broadcastDismissed.set('');
    setBroadcast({ enabled: false });
  });
  afterEach(() => $catalog.set({}));

  it('shows the message as markdown with its level, and Dismiss hides it for as long as the text is the same', async () => {
    startBroadcastBanner();
    setBroadcast({ enabled: true, message: 'Maintenance **tonight**', level: 'warning', dismissable: true });
    await vi.waitFor(() => expect(banner()).not.toBeNull());
    expect(banner()!.getAttribute('role')).toBe('status');
    expect(banner()!.dataset.level).toBe('warning');
    expect(banner()!.querySelector('strong')?.textContent).toBe('tonight');
    const close = banner()!.querySelector<HTMLButtonElement>('button')!;
    expect(close.getAttribute('aria-label')).toBe('Dismiss this message');
    close.click();
    expect(banner()).toBeNull();
    expect($broadcastDismissed.get()).toBe('Maintenance **tonight**');
    setBroadcast({ enabled: true, message: 'Maintenance moved', level: 'error', dismissable: false });
    await vi.waitFor(() => expect(banner()?.textContent?.trim()).toBe('Maintenance moved'));
    expect(banner()!.getAttribute('role')).toBe('alert');
    expect(banner()!.querySelector('button')).toBeNull();
  });

  it('renames its button in a new language without drawing the banner again', async () => {
    startBroadcastBanner();
    setBroadcast({ enabled: true, message: 'Hello', level: 'info', dismissable: true });
    await vi.waitFor(() => expect(banner()).not.toBeNull());
    const drawn = banner();
    $catalog.set({ 'broadcast.dismiss': 'Masquer ce message' });
    await vi.waitFor(() =>
      expect(banner()!.querySelector('button')!.getAttribute('aria-label')).toBe('Masquer ce message'),
    );
    expect(banner()).toBe(drawn);
  });

  it('keeps hostile markup inert: text at once, then only what the sanitiser lets through', async () => {
    startBroadcastBanner();
    const message =
      'Hi <img src=x onerror="window.__owned=1"> <script>window.__owned=1</script> [x](javascript:alert(1))';
    setBroadcast({ enabled: true, message, level: 'info', dismissable: false });
    await vi.waitFor(() => expect(banner()).not.toBeNull());
    await vi.waitFor(() => expect(banner()!.querySelector('.broadcast-message')!.textContent).not.toBe(message), {
      timeout: 5000,
    });
    expect(banner()!.querySelector('script, [onerror]')).toBeNull();
    expect(banner()!.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as unknown as { __owned?: number }).__owned).toBeUndefined();
  });
});
