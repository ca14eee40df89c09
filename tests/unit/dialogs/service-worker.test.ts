import { describe, expect, it, vi } from 'vitest';
import {
  $updateReady,
  announceUpdates,
  applyUpdate,
  nudgeSwap,
  parseStrategy,
  registerServiceWorker,
  ServiceWorkerError,
  SwErrorCode,
} from '../../../src/stores/shell/service-worker';

describe('service worker registration', () => {
  it('parses the strategies', () => {
    expect(parseStrategy('registerWhenStable')).toEqual({ kind: 'registerWhenStable', timeoutMs: 30000 });
    expect(parseStrategy('registerWhenStable:5000')).toEqual({ kind: 'registerWhenStable', timeoutMs: 5000 });
    expect(parseStrategy('registerImmediately')).toEqual({ kind: 'registerImmediately' });
    expect(parseStrategy('registerWithDelay:200')).toEqual({ kind: 'registerWithDelay', delayMs: 200 });
  });

  it.each([
    'registerSoon',
    'registerWithDelay:abc',
    'registerWithDelay:-1',
    'registerImmediately:10',
    'registerWithDelay:1:2',
    '',
  ])('rejects %j with 5600', (value) => {
    try {
      parseStrategy(value);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ServiceWorkerError);
      expect((error as ServiceWorkerError).code).toBe(SwErrorCode.invalidStrategy);
    }
  });

  it('returns (never throws) typed errors: unsupported, invalid strategy, failed registration', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = { enabled: true, scriptUrl: '/sw.js', scope: '/', strategy: 'registerImmediately' };
    expect(await registerServiceWorker(config, {} as Navigator)).toMatchObject({ code: 5601 });
    expect(
      await registerServiceWorker({ ...config, enabled: false }, { serviceWorker: {} } as unknown as Navigator),
    ).toMatchObject({ code: 5601 });
    const failing = { serviceWorker: { register: () => Promise.reject(new Error('nope')) } } as unknown as Navigator;
    expect(await registerServiceWorker({ ...config, strategy: 'bogus' }, failing)).toMatchObject({ code: 5600 });
    expect(await registerServiceWorker(config, failing)).toMatchObject({ code: 5604 });
    expect(log).toHaveBeenCalledTimes(4);
    log.mockRestore();
  });

  it('registers the configured script and scope', async () => {
    const register = vi.fn(async () => ({ scope: '/' }) as ServiceWorkerRegistration);
    await registerServiceWorker({ enabled: true, scriptUrl: '/sw.js', scope: '/', strategy: 'registerWithDelay:0' }, {
      serviceWorker: { register },
    } as unknown as Navigator);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});

describe('a new version (announceUpdates)', () => {
  /** A worker whose state the test moves on. */
  const worker = () => Object.assign(new EventTarget(), { state: 'installing' as ServiceWorkerState });
  const nav = { serviceWorker: { controller: {} } } as unknown as Navigator;

  it('is announced when it was already installing as this code came, once it has installed', () => {
    $updateReady.set(false);
    const installing = worker();
    const registration = Object.assign(new EventTarget(), { installing, waiting: null as unknown });
    announceUpdates(registration as unknown as ServiceWorkerRegistration, nav);
    expect($updateReady.get()).toBe(false);
    installing.state = 'installed';
    registration.waiting = installing;
    installing.dispatchEvent(new Event('statechange'));
    expect($updateReady.get()).toBe(true);
  });

  it('is announced when found later, once installed; a first install (no controller) is not an update', () => {
    $updateReady.set(false);
    const registration = Object.assign(new EventTarget(), { installing: null as unknown, waiting: null as unknown });
    announceUpdates(registration as unknown as ServiceWorkerRegistration, nav);
    const found = worker();
    registration.installing = found;
    registration.dispatchEvent(new Event('updatefound'));
    found.state = 'installed';
    registration.waiting = found;
    found.dispatchEvent(new Event('statechange'));
    expect($updateReady.get()).toBe(true);
    $updateReady.set(false);
    const first = Object.assign(new EventTarget(), { installing: null, waiting: worker() });
    announceUpdates(
      first as unknown as ServiceWorkerRegistration,
      {
        serviceWorker: { controller: null },
      } as unknown as Navigator,
    );
    expect($updateReady.get()).toBe(false);
  });
});

describe('Reload (applyUpdate)', () => {
  /** A waiting worker: its state changes as Chromium swaps it in. */
  function waitingWorker() {
    const worker = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
    const become = (state: string) => {
      worker.state = state;
      worker.dispatchEvent(new Event('statechange'));
    };
    return { worker, become, registration: { waiting: worker } as unknown as ServiceWorkerRegistration };
  }

  it('asks the waiting worker to take over and reloads once it is activated, not while it is activating', () => {
    vi.useFakeTimers();
    const { worker, become, registration } = waitingWorker();
    const reload = vi.fn();
    const nudge = vi.fn();
    applyUpdate(registration, reload, nudge);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    become('activating');
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(nudge).not.toHaveBeenCalled();
    become('activated');
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(nudge).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('nudges a swap Chromium set aside (still installed after 1.5 s) every 1.5 s until it takes, and reloads once activated', () => {
    vi.useFakeTimers();
    const { become, registration } = waitingWorker();
    const reload = vi.fn();
    const nudge = vi.fn();
    applyUpdate(registration, reload, nudge);
    vi.advanceTimersByTime(1499);
    expect(nudge).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(nudge).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1500);
    expect(nudge).toHaveBeenCalledTimes(2);
    become('activating');
    vi.advanceTimersByTime(1500);
    expect(nudge).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
    become('activated');
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('the nudge is a hidden, unfocusable frame on a small file of the site, not one of its pages', () => {
    const added: Array<Record<string, unknown>> = [];
    const doc = {
      createElement: (tag: string) => ({
        tag,
        attributes: {},
        setAttribute(name: string, value: string) {
          (this.attributes as Record<string, string>)[name] = value;
        },
      }),
      body: { append: (el: Record<string, unknown>) => added.push(el) },
    } as unknown as Document;
    nudgeSwap(doc);
    expect(added).toEqual([
      expect.objectContaining({
        tag: 'iframe',
        hidden: true,
        tabIndex: -1,
        src: '/favicon.svg',
        attributes: { 'aria-hidden': 'true' },
      }),
    ]);
  });

  it('reloads anyway after 10 s when the swap is slow, and when the version is replaced by a newer one', () => {
    vi.useFakeTimers();
    const slow = waitingWorker();
    const reload = vi.fn();
    applyUpdate(slow.registration, reload, () => undefined);
    vi.advanceTimersByTime(9999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    const replaced = waitingWorker();
    const again = vi.fn();
    applyUpdate(replaced.registration, again, () => undefined);
    replaced.become('redundant');
    expect(again).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('reloads at once when no version waits any more (it has taken over already)', () => {
    const reload = vi.fn();
    applyUpdate({ waiting: null } as unknown as ServiceWorkerRegistration, reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
