// The "open in the app" banner for phones: deep link to the current video, channel or home.
import { $config } from '../../stores/instance/config';
import { $mobileBannerDismissed, dismissMobileBanner } from '../../stores/shell/mobile-banner';
import { appLink, IOS_FALLBACK_MS, mobilePlatform } from '../../lib/open-in-app';

/** Shows the banner on a phone when the instance offers an app link and it was not dismissed before. */
export function startMobileBanner(): void {
  const banner = document.querySelector<HTMLElement>('[data-mobile-banner]');
  const platform = mobilePlatform(navigator.userAgent);
  if (!banner || !platform || $mobileBannerDismissed.get()) return;
  const open = banner.querySelector<HTMLAnchorElement>('[data-mobile-open]');
  const unsubscribe = $config.subscribe((state) => {
    if (state.status !== 'ready' || !open) return;
    queueMicrotask(() => unsubscribe());
    const link = appLink(state.data, platform, location);
    if (!link) return;
    open.href = link.href;
    if (link.fallbackUrl) {
      const fallbackUrl = link.fallbackUrl;
      open.addEventListener('click', () => {
        // iOS has no intent fallback: if the app did not open (page still visible), go to the store page.
        const timer = setTimeout(() => {
          if (document.visibilityState === 'visible') location.href = fallbackUrl;
        }, IOS_FALLBACK_MS);
        document.addEventListener('visibilitychange', () => clearTimeout(timer), { once: true });
      });
    }
    banner.hidden = false;
  });
  banner.querySelector('[data-mobile-dismiss]')?.addEventListener('click', () => {
    dismissMobileBanner();
    banner.hidden = true;
  });
}
