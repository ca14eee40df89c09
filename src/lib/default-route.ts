import type { Config } from '../api/config';

/** The homepage route: the instance's defaultClientRoute when it is a local path, else /videos/browse. */
export function defaultRoute(config: Config | undefined): string {
  const route = config?.instance?.defaultClientRoute;
  return typeof route === 'string' && route.startsWith('/') && !route.startsWith('//') && route !== '/'
    ? route
    : '/videos/browse';
}
