// The "about the instance" panels plugins add to the login and sign-up pages (PeerTube's instance-about accordion:
// `filter:login.instance-about-plugin-panels.create.result`, `filter:signup.…`): each a title and some HTML.
import { runHook } from './run-hook';

/** A panel a plugin adds: an id, a title and HTML (sanitised before it is shown). */
export interface PluginPanel {
  id: string;
  title: string;
  html: string;
}

/** Where the panels go: the login page or the sign-up page. */
export type PanelPage = 'login' | 'signup';

/** The panels of a page, as the plugins list them (none without plugins); malformed entries are left out. */
export async function pluginPanels(page: PanelPage): Promise<PluginPanel[]> {
  const list: unknown =
    page === 'login'
      ? await runHook('filter:login.instance-about-plugin-panels.create.result', [] as PluginPanel[])
      : await runHook('filter:signup.instance-about-plugin-panels.create.result', [] as PluginPanel[]);
  return (Array.isArray(list) ? list : []).filter(
    (p): p is PluginPanel => !!p && typeof p.title === 'string' && typeof p.html === 'string',
  );
}
