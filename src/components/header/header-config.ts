// Reflects the runtime config in the static header HTML: logo, default route, instance name.
import type { Config } from '../../api/config';
import { headerLogoUrl, LOGO_TARGET_WIDTH } from '../../lib/logo';
import { defaultRoute } from '../../lib/default-route';

/**
 * Updates the header from the config: logo image and size (the instance's avatar's paths are on `instanceUrl`),
 * default-route links, instance name (or hides it).
 */
export function reflectHeaderConfig(config: Config, doc: Document = document, instanceUrl = ''): void {
  const name = config.instance?.name ?? '';
  const hideName = Boolean(config.client?.header?.hideInstanceName);
  doc.querySelectorAll<HTMLElement>('[data-instance-name]').forEach((el) => {
    el.textContent = name;
    el.hidden = hideName;
  });
  // With the visible name hidden, the logo link still needs a name for screen readers.
  doc.querySelectorAll<HTMLElement>('[data-logo-label]').forEach((el) => {
    el.textContent = name || 'Homepage';
    el.hidden = !hideName;
  });
  const route = defaultRoute(config);
  doc.querySelectorAll<HTMLAnchorElement>('a[data-default-route]').forEach((a) => {
    a.href = route;
  });

  const url = headerLogoUrl(config, instanceUrl);
  const logo = (
    config.instance as { logo?: Array<{ fileUrl?: string; width?: number; height?: number }> } | undefined
  )?.logo?.find((l) => l.fileUrl === url);
  doc.querySelectorAll<HTMLImageElement>('img[data-logo]').forEach((img) => {
    // The built-in logo is the HTML's own, which it also keeps in data-logo (Header.astro).
    const src = url ?? img.dataset.logo ?? '';
    if (img.getAttribute('src') !== src) img.src = src;
    // Keep the 36 px height and derive the width from the logo's ratio, so the image reserves its box before it loads.
    if (logo?.width && logo.height) img.width = Math.round((LOGO_TARGET_WIDTH * logo.width) / logo.height);
  });
}
