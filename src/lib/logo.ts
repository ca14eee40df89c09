import type { Config } from '../api/config';

/** Width the header displays its logo at: the instance logo whose width is nearest wins (SPEC §9). */
export const LOGO_TARGET_WIDTH = 36;

type Logo = { type?: string; width?: number; fileUrl?: string };
type Avatar = { width?: number; path?: string; fileUrl?: string };

/** The image among `images` whose width is nearest 36; ties keep the first listed (the order the admin uploaded them in). */
function nearest<T extends { width?: number }>(images: T[]): T | null {
  let best: T | null = null;
  for (const image of images) {
    if (typeof image?.width !== 'number') continue;
    if (!best || Math.abs(image.width - LOGO_TARGET_WIDTH) < Math.abs((best.width as number) - LOGO_TARGET_WIDTH))
      best = image;
  }
  return best;
}

/**
 * The URL of the header logo: among header-square / header-wide logos (8.x), the one whose width is nearest 36; else
 * the instance's avatar at the size nearest 36 (its path on `instanceUrl` where the server gives no full URL, as 7.x);
 * else null: the built-in one, which the page's HTML shows (components/header/Header.astro).
 */
export function headerLogoUrl(config: Config | undefined, instanceUrl = ''): string | null {
  const logos = (config?.instance as { logo?: Logo[] } | undefined)?.logo;
  const header = Array.isArray(logos)
    ? logos.filter((l) => (l?.type === 'header-square' || l?.type === 'header-wide') && l.fileUrl)
    : [];
  return nearest(header)?.fileUrl ?? avatarLogo(config, instanceUrl);
}

function avatarLogo(config: Config | undefined, instanceUrl: string): string | null {
  const avatars = (config?.instance as { avatars?: Avatar[] } | undefined)?.avatars;
  const avatar = Array.isArray(avatars) ? nearest(avatars.filter((a) => a?.fileUrl || a?.path)) : null;
  return avatar ? (avatar.fileUrl ?? instanceUrl + avatar.path) : null;
}
