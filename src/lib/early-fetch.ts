// A page's first public API request, started by an inline script while the JavaScript still downloads.

type EarlyMap = Record<string, Promise<Response> | undefined>;

/** Name of the global the inline starter (components/EarlyFetch.astro) fills. */
export const EARLY_GLOBAL = '__ptEarly';

/** Takes (once) the response already requested for this API path + query, if the page started one. */
export function takeEarlyResponse(pathAndQuery: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = (window as unknown as Record<string, EarlyMap | undefined>)[EARLY_GLOBAL];
  const response = early?.[pathAndQuery];
  if (early) delete early[pathAndQuery];
  return response;
}
