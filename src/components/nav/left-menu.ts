// Brings the HTML left menu to life: collapse state, links per account and rights, the current page.
import { computed } from 'nanostores';
import { $config } from '../../stores/instance/config';
import { $me, $videoQuotaUsed } from '../../stores/session/user';
import { $tokens } from '../../stores/session/session';
import {
  $menuCollapsed,
  collapseOnNavigation,
  isSmallOrTouchView,
  toggleMenu,
  OVERLAY_VIEW_PX,
} from '../../stores/shell/menu';
import { hasRight, uploadDisabled } from '../../lib/rights';
import { defaultRoute } from '../../lib/default-route';
import { homeTarget, linkVisible, isCurrent, type MenuContext, type Needs } from './menu-links';
import { PLUGINS_STARTED } from '../../lib/plugins/scripts';

/** The menu context from the stores: recomputed when the session, account, quota or config change. */
export const $menuContext = computed(
  [$tokens, $me, $videoQuotaUsed, $config],
  (tokens, me, quotaUsed, config): MenuContext => {
    const user = tokens ? me.data : undefined;
    const disabled = user ? uploadDisabled(user) : true;
    return {
      loggedIn: Boolean(user),
      homepageEnabled: Boolean(config.data?.homepage?.enabled),
      videoMaker: Boolean(user) && (!disabled || (quotaUsed !== null && quotaUsed !== 0)),
      hasRight: (right) => hasRight(user, right),
    };
  },
);

/** Where the left menu's Home leads (from the config: /home with a homepage, else the default route). */
export const $homeTarget = computed($config, (config) =>
  homeTarget(Boolean(config.data?.homepage?.enabled), defaultRoute(config.data)),
);

/** Marks the links to the current page (dynamic route families are one prerendered page: from the real URL). */
function markCurrent(root: ParentNode): void {
  root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]').forEach((a) => {
    if (isCurrent(a.getAttribute('href') ?? '', location.pathname)) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  });
}

function render(nav: HTMLElement, ctx: MenuContext): void {
  // The Home sub-menu's entries follow the same rules.
  document.querySelectorAll<HTMLElement>('[data-home-menu] li[data-needs]').forEach((li) => {
    li.hidden = !linkVisible(li.dataset.needs as Needs, ctx);
  });
  nav.querySelectorAll<HTMLElement>('[data-menu-section]').forEach((section) => {
    let any = false;
    section.querySelectorAll<HTMLElement>('li[data-needs]').forEach((li) => {
      li.hidden = !linkVisible(li.dataset.needs as Needs, ctx);
    });
    section.querySelectorAll<HTMLElement>('li').forEach((li) => {
      any ||= !li.hidden;
    });
    section.hidden = !any;
  });
}

/** Starts the left menu on this page. */
export function startLeftMenu(): void {
  const nav = document.querySelector<HTMLElement>('[data-left-menu]');
  if (!nav) return;
  const root = document.documentElement;
  // The first paint already used the stored state (inline head script); keep one source of truth from here.
  if (localStorage.getItem('menu-collapsed') === null && window.innerWidth < OVERLAY_VIEW_PX) $menuCollapsed.set(true);
  collapseOnNavigation();

  // Tooltips for the collapsed strip's icons: the link's label as it reads when pointed at, in the page's language
  // (set here rather than as a title in every page's HTML).
  nav.addEventListener('pointerover', (event) => {
    const link = (event.target as Element).closest?.('a');
    const label = link?.querySelector('.menu-label')?.textContent?.trim();
    if (link && label && link.title !== label) link.title = label;
  });

  const toggles = document.querySelectorAll<HTMLButtonElement>('[data-menu-toggle]');
  toggles.forEach((b) => b.addEventListener('click', toggleMenu));
  $menuCollapsed.subscribe((collapsed) => {
    root.dataset.menuCollapsed = String(collapsed);
    toggles.forEach((b) => b.setAttribute('aria-expanded', String(!collapsed)));
  });
  // Escape closes the menu where it covers the content.
  document.addEventListener('keydown', (event) => {
    if (
      event.key === 'Escape' &&
      !$menuCollapsed.get() &&
      window.innerWidth < OVERLAY_VIEW_PX &&
      nav.contains(document.activeElement)
    ) {
      $menuCollapsed.set(true);
      toggles[0]?.focus();
    }
  });

  // In small or touch views the opened menu closes once an entry is chosen (Home included), before the next page
  // shows, and a page the browser brings back from its cache (back, forward) comes back with it closed.
  nav.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link && isSmallOrTouchView()) $menuCollapsed.set(true);
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) collapseOnNavigation();
  });

  markCurrent(nav);
  $homeTarget.subscribe((href) => {
    nav.querySelectorAll<HTMLAnchorElement>('a[data-menu-home]').forEach((a) => (a.href = href));
    markCurrent(nav);
  });
  $menuContext.subscribe((ctx) => render(nav, ctx));
  // Plugins may change the links (PeerTube's left-menu filter): once their runtime has started, where there are any.
  addEventListener(PLUGINS_STARTED, () => void import('./plugin-menu').then((m) => m.filterMenu(nav)), { once: true });
}
