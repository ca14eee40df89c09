import type { Config } from '../api/config';
import { sameOriginPath } from './safe-redirect';

/** Where a site without a configured route lands (PeerTube's own default). */
export const FALLBACK_ROUTE = '/videos/browse';

/**
 * The homepage route: the instance's defaultClientRoute when it is a path of this site, else /videos/browse. The
 * value comes from the server: it goes through the one same-origin check (lib/safe-redirect.ts), so `/\evil.example`
 * (which browsers read as `//evil.example`) never becomes a link or a redirect to another site.
 */
export function defaultRoute(config: Config | undefined): string {
  const route = sameOriginPath(config?.instance?.defaultClientRoute);
  return route && route !== '/' ? route : FALLBACK_ROUTE;
}
