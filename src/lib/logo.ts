import type { Config } from '../api/config';

/** The built-in logo, used when the instance has no header logo. */
export const DEFAULT_LOGO = '/logo.svg';

/** Width the header displays its logo at: the instance logo whose width is nearest wins (SPEC §9). */
export const LOGO_TARGET_WIDTH = 36;

type Logo = { type?: string; width?: number; fileUrl?: string };

/** The URL of the header logo: among header-square / header-wide logos, the one whose width is nearest 36; else the built-in one. */
export function headerLogoUrl(config: Config | undefined): string {
  const logos = (config?.instance as { logo?: Logo[] } | undefined)?.logo;
  if (!Array.isArray(logos)) return DEFAULT_LOGO;
  let best: Logo | null = null;
  for (const logo of logos) {
    if (
      (logo?.type !== 'header-square' && logo?.type !== 'header-wide') ||
      !logo.fileUrl ||
      typeof logo.width !== 'number'
    )
      continue;
    // Ties keep the first listed logo, so the order the admin uploaded them in decides.
    if (!best || Math.abs(logo.width - LOGO_TARGET_WIDTH) < Math.abs((best.width as number) - LOGO_TARGET_WIDTH))
      best = logo;
  }
  return best?.fileUrl ?? DEFAULT_LOGO;
}
