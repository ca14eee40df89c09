// Slow or metered connections (issue #34): the person asked to save data (Save-Data, `navigator.connection.saveData`)
// or the connection is 2G. Then nothing is downloaded ahead of use — no prefetch, no hover preload, no service worker
// install — and what is needed still loads when it is used.

/** The Network Information API's part this client reads (Chromium; absent elsewhere, where nothing is held back). */
interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const connectionOf = (nav: Navigator | undefined): ConnectionInfo | undefined =>
  (nav as (Navigator & { connection?: ConnectionInfo }) | undefined)?.connection;

/** Whether the person asked to save data (the browser then sends `Save-Data: on` with every request). */
export function savesData(nav: Navigator | undefined = globalThis.navigator): boolean {
  return connectionOf(nav)?.saveData === true;
}

/** Whether the connection is 2G or slower, as the browser estimates it. */
export function slowConnection(nav: Navigator | undefined = globalThis.navigator): boolean {
  const type = connectionOf(nav)?.effectiveType;
  return type === '2g' || type === 'slow-2g';
}

/** Whether downloading ahead of use (prefetches, preloads on hover, installing the service worker) is welcome. */
export function mayDownloadAhead(nav: Navigator | undefined = globalThis.navigator): boolean {
  return !savesData(nav) && !slowConnection(nav);
}
