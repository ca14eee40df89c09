// The "open in the app" banner for phones: deep link to the current video, channel or home.
import { $config } from '../../stores/instance/config';
import { $mobileBannerDismissed, dismissMobileBanner } from '../../stores/shell/mobile-banner';
import { appLink, IOS_FALLBACK_MS, mobilePlatform } from '../../lib/open-in-app';
import { $catalog } from '../../i18n';
import { translateStatic } from '../../i18n/static-text';

// Built here, not in every page's HTML: only phones ever show it, and this module loads only on them.
const BANNER = `<div class="mobile-banner" role="region" aria-label="Open in the app" data-i18n-attr="aria-label:header.mobileBanner" data-mobile-banner hidden>
<p data-i18n="header.mobileBannerText">This page is also available in the mobile app.</p>
<a class="button primary" href="/" data-mobile-open data-i18n="header.mobileOpen">Open in the app</a>
<button type="button" class="icon-button" aria-label="Close the banner" data-i18n-attr="aria-label:header.mobileClose" data-mobile-dismiss><svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2"></path></svg></button>
</div>`;

/** The banner, hidden, after the header: its texts in the page's language, and following it as the static HTML's. */
function createBanner(): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = BANNER;
  translateStatic(box, $catalog.get());
  const banner = box.firstElementChild as HTMLElement;
  document.querySelector('header')?.after(banner);
  return banner;
}

/** Shows the banner on a phone when the instance offers an app link and it was not dismissed before. */
export function startMobileBanner(): void {
  const platform = mobilePlatform(navigator.userAgent);
  if (!platform || $mobileBannerDismissed.get()) return;
  const banner = createBanner();
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
