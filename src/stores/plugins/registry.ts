// What plugins registered besides hooks: extra video form fields, settings scripts and client routes (PeerTube's
// PluginService.onFormFields / onSettingsScripts / onClientRoute). Atoms, so a form or page that is already on
// screen shows a field or route as soon as the plugin that registers it has loaded.
import { atom } from 'nanostores';
import type {
  RegisterClientFormFieldOptions,
  RegisterClientRouteOptions,
  RegisterClientSettingsScriptOptions,
  RegisterClientVideoFieldOptions,
} from '@peertube/peertube-types';

/** Who registered something: the plugin's names and version. */
export interface PluginInfo {
  name: string;
  npmName: string;
  version: string;
  isTheme: boolean;
}

/** A field a plugin added to the video forms (`registerVideoField`). */
export interface PluginVideoField {
  plugin: PluginInfo;
  commonOptions: RegisterClientFormFieldOptions;
  videoFormOptions: RegisterClientVideoFieldOptions;
}

/** A page a plugin added under `/p/` (or `/my-account/p/`): `registerClientRoute`. */
export interface PluginClientRoute {
  plugin: PluginInfo;
  /** The route with its leading slash, e.g. `/my-super/route`. */
  route: string;
  parentRoute: '/' | '/my-account';
  options: RegisterClientRouteOptions;
}

/** Every registered video field, in registration order. */
export const $pluginVideoFields = atom<PluginVideoField[]>([]);

/** Settings scripts by plugin npm name (the admin's plugin settings page asks `isSettingHidden`). */
export const $pluginSettingsScripts = atom<Record<string, RegisterClientSettingsScriptOptions>>({});

/** Client routes, keyed `{parentRoute}{route}` ('/' parent: just the route). */
export const $pluginClientRoutes = atom<Record<string, PluginClientRoute>>({});

/** The key of a client route: where it lives below `/p` (`/my-account` routes keep their parent in front). */
export const clientRouteKey = (parentRoute: string, route: string) =>
  parentRoute === '/' ? route : `${parentRoute}${route}`;

/** Records a video field. */
export function addVideoField(field: PluginVideoField): void {
  $pluginVideoFields.set([...$pluginVideoFields.get(), field]);
}

/** Records a plugin's settings script (a later one of the same plugin replaces it, as in PeerTube). */
export function addSettingsScript(npmName: string, options: RegisterClientSettingsScriptOptions): void {
  $pluginSettingsScripts.set({ ...$pluginSettingsScripts.get(), [npmName]: options });
}

/** Records a client route (PeerTube's onClientRoute: a leading slash added, the parent defaulting to '/'). */
export function addClientRoute(plugin: PluginInfo, options: RegisterClientRouteOptions): void {
  const parentRoute = options.parentRoute === '/my-account' ? '/my-account' : '/';
  const route = options.route.startsWith('/') ? options.route : `/${options.route}`;
  $pluginClientRoutes.set({
    ...$pluginClientRoutes.get(),
    [clientRouteKey(parentRoute, route)]: { plugin, route, parentRoute, options },
  });
}
