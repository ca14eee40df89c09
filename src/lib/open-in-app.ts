import type { Config } from '../api/config';

/** iOS: if the app did not take over within this delay, go to the store page (SPEC §9). */
export const IOS_FALLBACK_MS = 2500;

/** Mobile platforms the banner knows how to open the app on. */
export type MobilePlatform = 'android' | 'ios';

/** The mobile platform from a user agent, or null (desktop and others get no banner). */
export function mobilePlatform(userAgent: string): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}

/** The app's path for the current page: a video (/w/{id}), a channel (/c/{id}) or home (/). */
export function appPath(pathname: string): string {
  const video = /^\/w\/(?!p\/)([^/]+)/.exec(pathname);
  if (video && video[1] !== '_') return `/w/${video[1]}`;
  const channel = /^\/c\/([^/]+)/.exec(pathname);
  if (channel && channel[1] !== '_') return `/c/${channel[1]}`;
  return '/';
}

/** How to open the page in the app: the deep link, and for iOS the store page to go to when the app is missing. */
export interface AppLink {
  href: string;
  /** iOS only: followed after IOS_FALLBACK_MS when the page is still visible. */
  fallbackUrl?: string;
}

type OpenInApp = {
  android?: { intent?: { enabled?: boolean; host?: string; scheme?: string; fallbackUrl?: string } };
  ios?: { enabled?: boolean; host?: string; scheme?: string; fallbackUrl?: string };
};

/**
 * The deep link from `client.openInApp`, or null when the instance does not offer one for this platform.
 * The instance host is passed along so the app opens the page on the right instance.
 */
export function appLink(
  config: Config | undefined,
  platform: MobilePlatform,
  location: { pathname: string; host: string },
): AppLink | null {
  const open = (config?.client as { openInApp?: OpenInApp } | undefined)?.openInApp;
  const path = appPath(location.pathname);
  const query = `?host=${encodeURIComponent(location.host)}`;
  if (platform === 'android') {
    const intent = open?.android?.intent;
    if (!intent || intent.enabled === false || !intent.host || !intent.scheme) return null;
    const fallback = intent.fallbackUrl ? `S.browser_fallback_url=${encodeURIComponent(intent.fallbackUrl)};` : '';
    return { href: `intent://${intent.host}${path}${query}#Intent;scheme=${intent.scheme};${fallback}end` };
  }
  const ios = open?.ios;
  if (!ios || ios.enabled === false || !ios.host || !ios.scheme) return null;
  return { href: `${ios.scheme}://${ios.host}${path}${query}`, fallbackUrl: ios.fallbackUrl || undefined };
}
