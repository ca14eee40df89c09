// The page's first requests, started by an inline script while the JavaScript still downloads (components/EarlyFetch.astro).

type EarlyMap = Record<string, Promise<unknown> | undefined>;

/** Name of the global the inline starter fills. */
export const EARLY_GLOBAL = '__ptEarly';
/** Key of client-settings.json's parsed body in that global (API paths start with '/', so never clash). */
export const EARLY_SETTINGS = 'settings';
/** Name of the global that maps each early request's path as written (placeholders and all) to the key it was sent as. */
export const EARLY_KEYS = '__ptEarlyKeys';
/** localStorage key of the logged-in person's video-preference query (`nsfw=…&languageOneOf[]=…`), as their lists last
 *  asked it: their early list requests use it before the account has loaded. */
export const EARLY_PREFERENCES = 'pt-early-preferences';
/** The longest the framework waits for the early paint: past it, a slow server's answer no longer holds it back. */
export const PAINT_GATE_CAP_MS = 1500;
/** Name of the global list of the keys pressed before the shell's code runs (components/EarlyFetch.astro keeps them,
 *  with a `stop` that ends the keeping): the shell handles them once it runs. */
export const EARLY_PRESSED = '__ptEarlyPressed';
/** localStorage key of the logged-in person's account name, as their last visit knew it: their early requests about
 *  their own account (`/accounts/{account}/…`) use it before the account has loaded. Forgotten at logout. */
export const EARLY_ACCOUNT = 'pt-early-account';
/** What `{account}` in an early request's path stands for (URL-encoded, as the API client writes a path segment). */
export const ACCOUNT_PLACEHOLDER = '%7Baccount%7D';
/** What `{preferences}` in an early request's path stands for (URL-encoded, as the path is written). */
export const PREFERENCES_PLACEHOLDER = '%7Bpreferences%7D';

/** Name of the global promise that settles once the early banner (lib/early-banner.ts) has drawn the instance's
 *  broadcast message, or found it has none to draw. Made at parse time by components/EarlyFetch.astro on the pages
 *  painted early (so it exists before any painter runs), with a `resolve` the banner calls. */
export const EARLY_BANNER_SETTLED = '__ptEarlyBanner';
/** The longest a painted list waits for the early banner once its own answer is in. */
const BANNER_WAIT_MS = 400;

/** The early banner's promise, with the function that settles it. */
type BannerSettled = Promise<unknown> & { resolve?: () => void };
const bannerSettled = () =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, BannerSettled | undefined>)[EARLY_BANNER_SETTLED];

/** Gives `value` once the early banner is drawn or known absent (at once on pages without one; at most BANNER_WAIT_MS
 *  later): the painters show their paint after it, so a message arriving later never pushes the painted page down. */
export function afterEarlyBanner<T>(value: T): Promise<T> {
  const banner = bannerSettled();
  const settled = banner
    ? Promise.race([banner, new Promise((resolve) => setTimeout(resolve, BANNER_WAIT_MS))])
    : Promise.resolve();
  return settled.then(() => value);
}

/** Tells the painters the early banner is done (drawn, or nothing to draw). */
export const earlyBannerDone = () => bannerSettled()?.resolve?.();

const earlyMap = () =>
  typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlyMap | undefined>)[EARLY_GLOBAL];

function take<T>(key: string): Promise<T> | undefined {
  const early = earlyMap();
  const value = early?.[key];
  if (early) delete early[key];
  return value as Promise<T> | undefined;
}

/** The key of an early answer: the path + query, after the Authorization header it was sent with (if any), so an
 *  answer made with one token is never given to a request made with another. */
export const earlyKey = (pathAndQuery: string, authorization?: string) =>
  (authorization ? `${authorization} ` : '') + pathAndQuery;

/** Takes (once) the response already requested for this API path + query (with this Authorization), if any. */
export const takeEarlyResponse = (pathAndQuery: string, authorization?: string) =>
  take<Response>(earlyKey(pathAndQuery, authorization));

/** client-settings.json's body as the page read it at parse time (null when it could not be read: the app then reads
 *  it again itself). Unlike responses it is not taken: the early grid paints after the app may have read it, and must
 *  still know the instance's origin. */
export const takeEarlySettings = () => earlyMap()?.[EARLY_SETTINGS] as Promise<unknown> | undefined;

/** client-settings.json's body without taking it (for scripts that run before the app). */
export const peekEarlySettings = () => earlyMap()?.[EARLY_SETTINGS];

/** The key an early request was sent as (its token and filled placeholders), from its path as the page wrote it. */
export function resolveEarlyKey(path: string): string {
  const keys =
    typeof window === 'undefined'
      ? undefined
      : (window as unknown as Record<string, Record<string, string> | undefined>)[EARLY_KEYS];
  return keys?.[path] ?? path;
}

/** The JSON of an early response, read without taking it: the API client still gets an unread copy. Undefined when
 *  the page started no such request or the app already took it; rejects on an error status. */
export function readEarlyJson(pathAndQuery: string): Promise<unknown> | undefined {
  const early = earlyMap();
  const response = early?.[pathAndQuery] as Promise<Response> | undefined;
  if (!early || !response) return undefined;
  // Both callbacks run on the same settlement, in this order: the copy is made before the body is read.
  early[pathAndQuery] = response.then((r) => r.clone());
  return response.then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))));
}

/** The keys pressed before the shell's code ran, in their order (none on a page without the early script); from now
 *  on the shell listens itself. */
export function takeEarlyKeys(): KeyboardEvent[] {
  const pressed = (window as unknown as Record<string, (KeyboardEvent[] & { stop?: () => void }) | undefined>)[
    EARLY_PRESSED
  ];
  pressed?.stop?.();
  return pressed ? [...pressed] : [];
}
