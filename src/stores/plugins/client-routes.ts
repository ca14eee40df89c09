// Plugin pages (PeerTube's `registerClientRoute`): which page an address under /p/ (or /my-account/p/) is. This
// client's playlists live under /p/{id} too: an address that can only be a playlist id is one at once; any other waits
// for the plugins (where the server lists some) and is the plugin's page when one registered that exact route, else a
// playlist (which then says it does not exist).
import { isPlaylistRoute, pluginRouteOf } from '../../lib/plugins/routes';
import { $pluginClientRoutes, clientRouteKey, type PluginClientRoute } from './registry';
import { pluginRuntime, pluginsListed } from './run-hook';

/** What an address under a plugin route prefix shows. */
export type ClientRouteMatch = { kind: 'plugin'; route: PluginClientRoute } | { kind: 'playlist' } | { kind: 'none' };

/** Whether `pathname` is a playlist at once, without waiting for plugins (null: the plugins must be asked). */
export function quickRouteMatch(pathname: string): ClientRouteMatch | null {
  const address = pluginRouteOf(pathname);
  if (!address) return { kind: 'none' };
  if (address.parentRoute === '/' && isPlaylistRoute(address.route)) return { kind: 'playlist' };
  return null;
}

/** What `pathname` shows, once the plugins that may register it have loaded (PeerTube loads `common`, or the
 *  `my-account` scope for its sub-routes). */
export async function matchClientRoute(pathname: string): Promise<ClientRouteMatch> {
  const quick = quickRouteMatch(pathname);
  if (quick) return quick;
  const address = pluginRouteOf(pathname)!;
  if (await pluginsListed())
    await (await pluginRuntime()).ensureScope(address.parentRoute === '/my-account' ? 'my-account' : 'common');
  const route = $pluginClientRoutes.get()[clientRouteKey(address.parentRoute, address.route)];
  if (route) return { kind: 'plugin', route };
  return address.parentRoute === '/' ? { kind: 'playlist' } : { kind: 'none' };
}

/** The plugin routes of a parent that have a menu entry (PeerTube's `menuItem`), for the parent's menu. */
export function menuRoutes(parentRoute: '/' | '/my-account'): Array<{ href: string; label: string }> {
  return Object.values($pluginClientRoutes.get())
    .filter((r) => r.parentRoute === parentRoute && r.options.menuItem?.label)
    .map((r) => ({ href: `${parentRoute === '/' ? '' : parentRoute}/p${r.route}`, label: r.options.menuItem!.label! }));
}
