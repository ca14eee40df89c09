// PeerTube's client hooks as data: every hook a plugin may register (PeerTube 7.0's, and the few 8.x added, so a plugin
// written for 8.x registers without an "unknown hook" error), and the scope PeerTube's own client loads before it calls
// each one (client/src/app/core/plugins/hooks.service.ts: `runAction(name, scope)`, `wrapObsFun(…, scope, …)`).
// Type-only imports: nothing of @peertube/peertube-types reaches the bundle.
import type { ClientHookName, PluginClientScope } from '@peertube/peertube-types';

/** A scope of PeerTube 7's client scripts (PeerTube 8 added admin scopes, which 7.0 servers never list). */
export type PluginScope = Extract<
  PluginClientScope,
  | 'common'
  | 'video-watch'
  | 'search'
  | 'signup'
  | 'login'
  | 'embed'
  | 'video-edit'
  | 'admin-plugin'
  | 'my-library'
  | 'video-channel'
  | 'my-account'
>;

/** The scopes PeerTube 7 defines, in its order. */
export const PLUGIN_SCOPES: readonly PluginScope[] = [
  'common',
  'video-watch',
  'search',
  'signup',
  'login',
  'embed',
  'video-edit',
  'admin-plugin',
  'my-library',
  'video-channel',
  'my-account',
];

/** A hook's name (PeerTube's ClientHookName). */
export type HookName = ClientHookName;

/** Every client hook and the scope loaded before it runs (the `satisfies` makes tsc fail when PeerTube adds one). */
export const HOOK_SCOPES = {
  'filter:api.trending-videos.videos.list.params': 'common',
  'filter:api.trending-videos.videos.list.result': 'common',
  'filter:api.most-liked-videos.videos.list.params': 'common',
  'filter:api.most-liked-videos.videos.list.result': 'common',
  'filter:api.local-videos.videos.list.params': 'common',
  'filter:api.local-videos.videos.list.result': 'common',
  'filter:api.recently-added-videos.videos.list.params': 'common',
  'filter:api.recently-added-videos.videos.list.result': 'common',
  'filter:api.browse-videos.videos.list.params': 'common',
  'filter:api.browse-videos.videos.list.result': 'common',
  'filter:api.user-subscriptions-videos.videos.list.params': 'common',
  'filter:api.user-subscriptions-videos.videos.list.result': 'common',
  'filter:api.video-watch.video.get.params': 'video-watch',
  'filter:api.video-watch.video.get.result': 'video-watch',
  'filter:api.video-watch.video-playlist-elements.get.params': 'video-watch',
  'filter:api.video-watch.video-playlist-elements.get.result': 'video-watch',
  'filter:api.video-watch.video-threads.list.params': 'video-watch',
  'filter:api.video-watch.video-threads.list.result': 'video-watch',
  'filter:api.video-watch.video-thread-replies.list.params': 'video-watch',
  'filter:api.video-watch.video-thread-replies.list.result': 'video-watch',
  'filter:api.search.videos.list.params': 'search',
  'filter:api.search.videos.list.result': 'search',
  'filter:api.search.video-channels.list.params': 'search',
  'filter:api.search.video-channels.list.result': 'search',
  'filter:api.search.video-playlists.list.params': 'search',
  'filter:api.search.video-playlists.list.result': 'search',
  'filter:api.signup.registration.create.params': 'signup',
  'filter:api.my-library.video-playlist-elements.list.params': 'my-library',
  'filter:api.my-library.video-playlist-elements.list.result': 'my-library',
  'filter:internal.video-watch.player.build-options.params': 'video-watch',
  'filter:internal.video-watch.player.build-options.result': 'video-watch',
  'filter:internal.video-watch.player.load-options.params': 'video-watch',
  'filter:internal.video-watch.player.load-options.result': 'video-watch',
  'filter:internal.common.svg-icons.get-content.params': 'common',
  'filter:internal.common.svg-icons.get-content.result': 'common',
  'filter:left-menu.links.create.result': 'common',
  'filter:upload.messages.create.result': 'common',
  'filter:login.instance-about-plugin-panels.create.result': 'login',
  'filter:signup.instance-about-plugin-panels.create.result': 'signup',
  'filter:share.video-embed-code.build.params': 'video-watch',
  'filter:share.video-embed-code.build.result': 'video-watch',
  'filter:share.video-playlist-embed-code.build.params': 'video-watch',
  'filter:share.video-playlist-embed-code.build.result': 'video-watch',
  'filter:share.video-embed-url.build.params': 'video-watch',
  'filter:share.video-embed-url.build.result': 'video-watch',
  'filter:share.video-playlist-embed-url.build.params': 'video-watch',
  'filter:share.video-playlist-embed-url.build.result': 'video-watch',
  'filter:share.video-url.build.params': 'video-watch',
  'filter:share.video-url.build.result': 'video-watch',
  'filter:share.video-playlist-url.build.params': 'video-watch',
  'filter:share.video-playlist-url.build.result': 'video-watch',
  'filter:video-watch.video-plugin-metadata.result': 'video-watch',
  'filter:internal.player.videojs.options.result': 'video-watch',
  'filter:internal.player.p2p-media-loader.options.result': 'video-watch',
  // PeerTube 8.x (admin scopes this client's 7.0 servers never list; the scripts of `common` may still register them).
  'filter:admin-users-list.bulk-actions.create.result': 'common',
  'filter:admin-video-comments-list.actions.create.result': 'common',
  'filter:admin-video-comments-list.bulk-actions.create.result': 'common',
  'filter:user-moderation.actions.create.result': 'common',
  'filter:admin-abuse-list.actions.create.result': 'common',

  'action:application.init': 'common',
  'action:video-watch.init': 'video-watch',
  'action:video-watch.video.loaded': 'video-watch',
  'action:video-watch.player.loaded': 'video-watch',
  'action:video-watch.video-threads.loaded': 'video-watch',
  'action:video-watch.video-thread-replies.loaded': 'video-watch',
  'action:video-channel-create.init': 'video-channel',
  'action:video-channel-update.init': 'video-channel',
  'action:video-channel-update.video-channel.loaded': 'video-channel',
  'action:video-channel-videos.init': 'video-channel',
  'action:video-channel-videos.video-channel.loaded': 'video-channel',
  'action:video-channel-videos.videos.loaded': 'video-channel',
  'action:video-channel-playlists.init': 'video-channel',
  'action:video-channel-playlists.video-channel.loaded': 'video-channel',
  'action:video-channel-playlists.playlists.loaded': 'video-channel',
  'action:video-edit.init': 'video-edit',
  'action:video-edit.form.updated': 'video-edit',
  'action:login.init': 'login',
  'action:search.init': 'search',
  'action:router.navigation-end': 'common',
  'action:signup.register.init': 'signup',
  'action:admin-plugin-settings.init': 'admin-plugin',
  'action:video-upload.init': 'video-edit',
  'action:video-url-import.init': 'video-edit',
  'action:video-torrent-import.init': 'video-edit',
  'action:go-live.init': 'video-edit',
  'action:auth-user.logged-in': 'common',
  'action:auth-user.logged-out': 'common',
  'action:auth-user.information-loaded': 'common',
  'action:modal.video-download.shown': 'common',
  'action:modal.share.shown': 'video-watch',
  'action:embed.player.loaded': 'embed',
} as const satisfies Record<HookName, PluginScope>;

/** PeerTube's three kinds of hook: a filter returns the (changed) value, an action is told, a static is awaited. */
export type HookType = 'filter' | 'action' | 'static';

/** The kind of a hook, from its name's prefix (PeerTube's getHookType). */
export function hookType(name: string): HookType {
  if (name.startsWith('filter:')) return 'filter';
  if (name.startsWith('action:')) return 'action';
  return 'static';
}

/** Whether a plugin may register this name (PeerTube logs "Unknown hook" and skips any other). */
export function isClientHook(name: unknown): name is HookName {
  return typeof name === 'string' && Object.hasOwn(HOOK_SCOPES, name);
}

/** The scope PeerTube loads before running a hook. */
export const scopeOfHook = (name: HookName): PluginScope => HOOK_SCOPES[name];
