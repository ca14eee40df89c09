// My account's menu with the pages plugins add to it (PeerTube's `registerClientRoute` with `parentRoute:
// '/my-account'` and a `menuItem`). Loaded only where the server lists plugins.
import { pluginRuntime } from '../../stores/plugins/run-hook';
import { menuRoutes } from '../../stores/plugins/client-routes';

/** Loads the `my-account` scope and adds a link per plugin page that asks for one. */
export async function addPluginAccountLinks(nav: HTMLElement): Promise<void> {
  await (await pluginRuntime()).ensureScope('my-account');
  const list = nav.querySelector('ul');
  if (!list) return;
  for (const { href, label } of menuRoutes('/my-account')) {
    if (list.querySelector(`a[href="${CSS.escape(href)}"]`)) continue;
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = href;
    a.textContent = label;
    if (location.pathname.replace(/\/$/, '') === href) a.setAttribute('aria-current', 'page');
    li.append(a);
    list.append(li);
  }
}
