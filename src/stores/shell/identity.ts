// The instance's identity in the browser: its favicon, and on a host of its own (a CDN: client-settings.json names
// another origin) the installable app's manifest named after it. Where the client shares the instance's origin, its
// server already names /manifest.webmanifest (PeerTube's, the local instance's, the edge worker's).
// Loaded on demand by boot.ts, only when there is something to show: most pages never load it.
import type { Config } from '../../api/config';
import { instanceFavicon, instanceManifest } from '../../hosting/identity.mjs';

let base: Promise<Record<string, unknown> | null> | null = null;

/** The built manifest, read once (its link's first URL). */
function builtManifest(href: string): Promise<Record<string, unknown> | null> {
  base ??= fetch(href)
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null);
  return base;
}

/** A manifest's own URLs made absolute: a data: manifest has no URL of its own to resolve them against. */
function absolute(manifest: Record<string, unknown>, origin: string): Record<string, unknown> {
  const url = (value: unknown) => (typeof value === 'string' ? new URL(value, origin).href : value);
  const icons = Array.isArray(manifest.icons)
    ? manifest.icons.map((icon: Record<string, unknown>) => ({ ...icon, src: url(icon.src) }))
    : manifest.icons;
  return { ...manifest, start_url: url(manifest.start_url ?? '/'), scope: url(manifest.scope ?? '/'), icons };
}

/**
 * Shows the instance's favicon (8.x favicon logo, else its avatar) and, when the instance is on another origin
 * (`instanceUrl`), points the manifest link at the built manifest named after the instance. Resolves when done.
 */
export async function applyIdentity(config: Config, instanceUrl: string, doc: Document = document): Promise<void> {
  const favicon = instanceFavicon(config, instanceUrl);
  const icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (favicon && icon && icon.href !== favicon) {
    icon.removeAttribute('type');
    icon.href = favicon;
  }
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!instanceUrl || !link) return;
  const built = await builtManifest(link.dataset.builtHref ?? link.href);
  if (!built) return;
  link.dataset.builtHref ??= link.href;
  const named = absolute(instanceManifest(built, config, instanceUrl), doc.location?.origin ?? location.origin);
  link.href = 'data:application/manifest+json,' + encodeURIComponent(JSON.stringify(named));
}

/** Test hook: forgets the built manifest. */
export function resetIdentity(): void {
  base = null;
}
