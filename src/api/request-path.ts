// The path + query an API call asks for, found by running the call through the real client with a fetch that
// only records: a page's early request (components/EarlyFetch.astro) is then computed at build time by the very
// code its store runs, so it always matches what the client looks the early answer up by (lib/early-fetch.ts).
import { createApi, type Api } from './client';

/** What `call` requests of the API (path + query, as the client sends it), without sending anything. It must make
 *  exactly one GET as its first request; anything else is a build error, not a silently useless early request. */
export async function requestPath(call: (api: Api) => Promise<unknown>): Promise<string> {
  const seen: { method: string; url: string }[] = [];
  const api = createApi({
    baseUrl: () => '',
    language: () => 'en',
    accessToken: () => null,
    refresh: () => Promise.reject(new Error('no session')),
    onUnauthorized: () => {},
    fetch: (input, init) => {
      seen.push({ method: init?.method ?? 'GET', url: String(input) });
      return Promise.reject(new Error('recorded, not sent'));
    },
  });
  await call(api).catch(() => undefined);
  const first = seen[0];
  if (!first || first.method !== 'GET')
    throw new Error(`requestPath: the call made no GET first (${first ? first.method : 'nothing'})`);
  return first.url;
}
