import { atom } from 'nanostores';
import { afterSettled } from '../../lib/when-stable';
import { mayDownloadAhead } from '../../lib/save-data';
import { t } from '../../i18n';
import { toast } from './toasts';
import { $offline } from './offline';

/** Service worker error codes (SPEC §8). */
export const SwErrorCode = {
  invalidStrategy: 5600,
  unsupported: 5601,
  noPushSubscription: 5602,
  unsubscribeFailed: 5603,
  registrationFailed: 5604,
} as const;

/** A service worker failure: typed, logged, never shown to the person. */
export class ServiceWorkerError extends Error {
  readonly code: number;
  constructor(
    code: number,
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ServiceWorkerError';
    this.code = code;
  }
}

/** When to register: after the page is stable (with a fallback delay), at once, or after a delay. */
export type RegistrationStrategy =
  | { kind: 'registerWhenStable'; timeoutMs: number }
  | { kind: 'registerImmediately' }
  | { kind: 'registerWithDelay'; delayMs: number };

/** Default wait before registering anyway when the page never settles (SPEC §9). */
export const DEFAULT_STABLE_TIMEOUT_MS = 30000;

/** Where and how the service worker is registered. */
export interface ServiceWorkerConfig {
  enabled: boolean;
  scriptUrl: string;
  scope: string;
  /** 'registerWhenStable[:ms]', 'registerImmediately' or 'registerWithDelay:ms'. */
  strategy: string;
}

/** Build-time configuration (PUBLIC_SW_* variables); defaults register /sw.js on / when the page is stable. */
export const SERVICE_WORKER_CONFIG: ServiceWorkerConfig = {
  enabled: import.meta.env.PUBLIC_SW_ENABLED !== 'false',
  scriptUrl: import.meta.env.PUBLIC_SW_URL || '/sw.js',
  scope: import.meta.env.PUBLIC_SW_SCOPE || '/',
  strategy: import.meta.env.PUBLIC_SW_STRATEGY || 'registerWhenStable:30000',
};

/** Parses a strategy string (Angular's syntax); anything else is error 5600. */
export function parseStrategy(value: string): RegistrationStrategy {
  const [name, arg, ...rest] = value.split(':');
  const number = arg === undefined ? undefined : Number(arg);
  const validNumber = number === undefined || (arg !== '' && Number.isFinite(number) && number >= 0);
  if (rest.length === 0 && validNumber) {
    if (name === 'registerWhenStable')
      return { kind: 'registerWhenStable', timeoutMs: number ?? DEFAULT_STABLE_TIMEOUT_MS };
    if (name === 'registerImmediately' && number === undefined) return { kind: 'registerImmediately' };
    if (name === 'registerWithDelay') return { kind: 'registerWithDelay', delayMs: number ?? 0 };
  }
  throw new ServiceWorkerError(SwErrorCode.invalidStrategy, `Unknown service worker registration strategy: ${value}`);
}

/** The registration once done, or the error that prevented it. */
export const $serviceWorker = atom<{ registration?: ServiceWorkerRegistration; error?: ServiceWorkerError }>({});

/** Logs a service worker error and keeps it in the store; never throws. */
function fail(error: ServiceWorkerError): ServiceWorkerError {
  console.error(`[service worker ${error.code}] ${error.message}`, error.cause ?? '');
  $serviceWorker.set({ ...$serviceWorker.get(), error });
  return error;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the page is idle: loaded, its main thread idle, then the rest of its first load over (the app's
 *  chunks and answers come after the load event on pages painted early) and the main thread idle again. A person's
 *  input does not hasten it: the install must not compete with what they asked for. */
export async function whenIdle(win: Window = window): Promise<void> {
  await afterSettled(win);
  await new Promise<void>((resolve) => {
    if ('requestIdleCallback' in win) win.requestIdleCallback(() => resolve(), { timeout: 5000 });
    else resolve();
  });
}

/** Waits as the strategy says ("stable" is idle: whenIdle). */
export function waitFor(strategy: RegistrationStrategy, win?: Window): Promise<void> {
  if (strategy.kind === 'registerImmediately') return Promise.resolve();
  if (strategy.kind === 'registerWithDelay') return delay(strategy.delayMs);
  return Promise.race([whenIdle(win ?? window), delay(strategy.timeoutMs)]);
}

/**
 * Registers the service worker per the configuration; failures are typed, logged and returned, never thrown. Resolves
 * to null, registering nothing, when the person saves data or the connection is 2G (lib/save-data.ts): installing
 * downloads in the background, which they did not ask for.
 */
export async function registerServiceWorker(
  config: ServiceWorkerConfig = SERVICE_WORKER_CONFIG,
  nav: Navigator = navigator,
): Promise<ServiceWorkerRegistration | ServiceWorkerError | null> {
  if (!config.enabled || !('serviceWorker' in nav)) {
    return fail(
      new ServiceWorkerError(SwErrorCode.unsupported, 'Service workers are disabled or not supported by this browser.'),
    );
  }
  let strategy: RegistrationStrategy;
  try {
    strategy = parseStrategy(config.strategy);
  } catch (error) {
    return fail(error as ServiceWorkerError);
  }
  // Whether this page was served without the worker: what it loaded did not go through it.
  const uncontrolled = !nav.serviceWorker.controller;
  await waitFor(strategy);
  if (!mayDownloadAhead(nav)) return null;
  try {
    const registration = await nav.serviceWorker.register(config.scriptUrl, { scope: config.scope });
    // A browser whose automation blocks workers (Playwright's serviceWorkers: 'block') answers nothing: no worker.
    if (!registration) return null;
    $serviceWorker.set({ registration });
    announceUpdates(registration, nav);
    if (uncontrolled) void handOverLoaded(nav);
    return registration;
  } catch (error) {
    return fail(new ServiceWorkerError(SwErrorCode.registrationFailed, 'Service worker registration failed.', error));
  }
}

/** Ends the push subscription of the registered worker; 5602 when there is none, 5603 when it cannot be ended. */
export async function unsubscribePush(
  registration = $serviceWorker.get().registration,
): Promise<true | ServiceWorkerError> {
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
  if (!subscription)
    return fail(new ServiceWorkerError(SwErrorCode.noPushSubscription, 'There is no push subscription.'));
  try {
    if (await subscription.unsubscribe()) return true;
    return fail(new ServiceWorkerError(SwErrorCode.unsubscribeFailed, 'The push subscription could not be ended.'));
  } catch (error) {
    return fail(
      new ServiceWorkerError(SwErrorCode.unsubscribeFailed, 'The push subscription could not be ended.', error),
    );
  }
}

/** Whether a new version of the client is installed and waits for the page to take it. */
export const $updateReady = atom<boolean>(false);

/** Watches for a new version: one already waiting, one installing when this code comes (it loads once the page has
 *  settled: the update may have been found before), or one found later, once it has installed. A first install (no
 *  worker controls the page yet) is not an update. */
export function announceUpdates(registration: ServiceWorkerRegistration, nav: Navigator = navigator): void {
  const check = () => {
    if (registration.waiting && nav.serviceWorker.controller) $updateReady.set(true);
  };
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') check();
    });
  check();
  watch(registration.installing);
  registration.addEventListener?.('updatefound', () => watch(registration.installing));
}

/** How long Reload waits for the new version to take over before reloading anyway. Chromium swaps workers only once
 *  the old one has finished what it was doing (requests under way, the pages handed over): seconds on a busy page. */
const UPDATE_RELOAD_WAIT_MS = 10000;

/** How long after asking a waiting version still `installed` means Chromium set the swap aside (below); a swap under
 *  way is `activating` within ~0.25 s (the outgoing worker stopped). Nudged again at this pace until it takes. */
const SWAP_PARKED_MS = 1500;

/** A small file of the site's own, in the worker's scope and not one of its pages (no app boots in the frame). */
const NUDGE_URL = '/favicon.svg';

/** Makes Chromium take a set-aside swap up again: a navigation in the worker's scope, in a hidden frame. Chromium
 *  sets the swap aside when a request of the page wakes the outgoing worker in the moment it is stopped for it, and
 *  takes it up only when a navigation comes; the navigation that comes then is lost with the outgoing worker — the
 *  person's reload would have been, leaving the tab blank (tests/e2e/dialogs-sw.spec.ts). This frame's may be lost
 *  instead; the frame goes with the page. */
export function nudgeSwap(doc: Document = document): void {
  const frame = doc.createElement('iframe');
  frame.hidden = true;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.src = NUDGE_URL;
  doc.body.append(frame);
}

/** Takes the new version: the waiting worker takes over and the page reloads with it — once it is `activated`, not
 *  at `controllerchange`: a reload sent while the swap is under way went to the outgoing worker as it was stopped,
 *  and the page never came (tests/e2e/dialogs-sw.spec.ts, on a loaded machine). A swap Chromium set aside is nudged
 *  (nudgeSwap) rather than reloaded into. */
export function applyUpdate(
  registration = $serviceWorker.get().registration,
  reload: () => void = () => location.reload(),
  nudge: () => void = () => nudgeSwap(),
): void {
  const waiting = registration?.waiting;
  // Already taken over (another tab took it, or the old one went): the reload the person asked for brings it in.
  if (!waiting) return reload();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    reload();
  };
  // 'redundant': this version will not take over (a newer one replaced it); the reload brings whichever is current.
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated' || waiting.state === 'redundant') once();
  });
  const parked = () => {
    if (done || waiting.state !== 'installed') return;
    nudge();
    setTimeout(parked, SWAP_PARKED_MS);
  };
  setTimeout(parked, SWAP_PARKED_MS);
  // The person asked for a reload: it comes even if the swap is slow (then the new version comes on a next load).
  setTimeout(once, UPDATE_RELOAD_WAIT_MS);
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** Says that a new version is available, with Reload; stays until chosen or closed. */
function showUpdate(ready: boolean): void {
  if (!ready) return;
  toast({
    severity: 'info',
    summary: t('serviceWorker.update', 'A new version is available'),
    sticky: true,
    action: { label: t('serviceWorker.reload', 'Reload'), run: () => applyUpdate() },
  });
}

/** What the page loaded before a worker controlled it (its own HTML, its build files and language catalogs): the worker keeps them from
 *  the browser's HTTP cache, so the page works offline without downloading anything again (src/sw/sw.js). */
export async function handOverLoaded(nav: Navigator = navigator): Promise<void> {
  const worker = (await nav.serviceWorker.ready)?.active;
  if (!worker) return;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/_astro/`) || url.startsWith(`${location.origin}/i18n/`));
  worker.postMessage({ type: 'KEEP_LOADED', urls: [location.href, ...new Set(files)] });
}

let started = false;

/** Starts the service worker registration and the online/offline tracking (once per page). */
export function startServiceWorker(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const update = () => $offline.set(!navigator.onLine);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
  $updateReady.subscribe(showUpdate);
  void registerServiceWorker();
}
