// The left menu's sections as data: one place for the links, their icons and who sees them (SPEC §2 Left menu, §6).
import { Right } from '../../lib/rights';
import { FALLBACK_ROUTE } from '../../lib/default-route';

/** Who sees a link: everyone, logged-in users, video makers, a right, or only when the homepage is enabled. */
export type Needs = 'user' | 'homepage' | 'video-maker' | `right:${number}`;

/** One left-menu link. */
export interface MenuLink {
  href: string;
  label: string;
  /** Message key of the label (src/i18n: translated at runtime through data-i18n). */
  i18n?: string;
  /** Key into ICONS. */
  icon: string;
  needs?: Needs;
  primary?: boolean;
  /** The Home entry: its target is decided at runtime (homeTarget), `href` is what the HTML starts with. */
  home?: boolean;
}

/** One left-menu section; it is shown only when one of its links is. */
export interface MenuSection {
  id: string;
  title: string;
  /** Message key of the title. */
  i18n?: string;
  links: MenuLink[];
}

/** The sections in display order. */
export const SECTIONS: MenuSection[] = [
  {
    id: 'quick-access',
    title: 'Quick access',
    i18n: 'menu.quickAccess',
    // PeerTube 7's quick access: Home (always), then Subscriptions; Discover and Browse videos are in the Home
    // sub-menu (HOME_MENU) of the pages Home leads to.
    links: [
      { href: FALLBACK_ROUTE, label: 'Home', i18n: 'menu.home', icon: 'home', home: true },
      {
        href: '/videos/subscriptions',
        label: 'Subscriptions',
        i18n: 'menu.subscriptions',
        icon: 'subscriptions',
        needs: 'user',
      },
    ],
  },
  {
    id: 'my-library',
    title: 'My library',
    i18n: 'menu.myLibrary',
    links: [
      {
        href: '/my-library/video-playlists',
        label: 'Playlists',
        i18n: 'menu.playlists',
        icon: 'playlists',
        needs: 'user',
      },
      { href: '/my-library/history/videos', label: 'History', i18n: 'menu.history', icon: 'history', needs: 'user' },
    ],
  },
  {
    id: 'my-video-space',
    title: 'My video space',
    i18n: 'menu.myVideoSpace',
    links: [
      {
        href: '/my-library/video-channels',
        label: 'Channels',
        i18n: 'menu.channels',
        icon: 'channels',
        needs: 'video-maker',
      },
      { href: '/my-library/videos', label: 'Videos', i18n: 'menu.videos', icon: 'videos', needs: 'video-maker' },
      {
        href: '/videos/publish',
        label: 'Publish',
        i18n: 'menu.publish',
        icon: 'publish',
        needs: 'video-maker',
        primary: true,
      },
    ],
  },
  {
    id: 'administration',
    title: 'Administration',
    i18n: 'menu.administration',
    links: [
      {
        href: '/admin/overview',
        label: 'Overview',
        i18n: 'menu.adminOverview',
        icon: 'overview',
        needs: `right:${Right.seeAllVideos}`,
      },
      {
        href: '/admin/moderation',
        label: 'Moderation',
        i18n: 'menu.moderation',
        icon: 'moderation',
        needs: `right:${Right.manageAbuses}`,
      },
      {
        href: '/admin/settings',
        label: 'Settings',
        i18n: 'menu.adminSettings',
        icon: 'settings',
        needs: `right:${Right.manageConfiguration}`,
      },
    ],
  },
];

/** The Home sub-menu (PeerTube's home menu, SPEC §2): a horizontal menu at the top of the pages it lists. */
export const HOME_MENU: MenuLink[] = [
  { href: '/home', label: 'Home', i18n: 'menu.home', icon: 'home', needs: 'homepage' },
  { href: '/videos/overview', label: 'Discover', i18n: 'menu.discover', icon: 'discover' },
  {
    href: '/videos/subscriptions',
    label: 'Subscriptions',
    i18n: 'menu.subscriptions',
    icon: 'subscriptions',
    needs: 'user',
  },
  { href: '/videos/browse', label: 'Browse videos', i18n: 'menu.browse', icon: 'browse' },
];

/** Where Home leads: /home when the instance's homepage is enabled, else its default route (PeerTube's rule). */
export function homeTarget(homepageEnabled: boolean, defaultRoute: string): string {
  return homepageEnabled ? '/home' : defaultRoute;
}

/** 24×24 stroke icon paths, so the collapsed menu can show icons only. */
export const ICONS: Record<string, string> = {
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  discover: 'M12 3a9 9 0 100 18 9 9 0 000-18zM15.5 8.5l-2 5-5 2 2-5z',
  subscriptions: 'M4 6h16M6 3h12M3 9h18v12H3zM10 12v6l5-3z',
  browse: 'M3 5h18v14H3zM10 9v6l5-3z',
  playlists: 'M3 6h13M3 11h13M3 16h8M17 14v7l4-3.5z',
  history: 'M3 12a9 9 0 109-9 9 9 0 00-7 3.3M3 3v4h4M12 7v5l3 3',
  channels: 'M4 8h16v12H4zM8 3l4 5 4-5',
  videos: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  publish: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  overview: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  moderation: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  settings:
    'M12 9a3 3 0 100 6 3 3 0 000-6zM4 12h2M18 12h2M12 4v2M12 18v2M6.3 6.3l1.4 1.4M16.3 16.3l1.4 1.4M6.3 17.7l1.4-1.4M16.3 7.7l1.4-1.4',
  info: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 11v6M12 7v1',
};

/** What decides which links show. */
export interface MenuContext {
  loggedIn: boolean;
  homepageEnabled: boolean;
  /** Upload allowed, or disabled with videos still using quota (SPEC §6). */
  videoMaker: boolean;
  hasRight: (right: number) => boolean;
}

/** Whether a link is shown for this context. */
export function linkVisible(needs: Needs | undefined, ctx: MenuContext): boolean {
  if (!needs) return true;
  if (needs === 'user') return ctx.loggedIn;
  if (needs === 'homepage') return ctx.homepageEnabled;
  if (needs === 'video-maker') return ctx.loggedIn && ctx.videoMaker;
  return ctx.loggedIn && ctx.hasRight(Number(needs.slice('right:'.length)));
}

/** Whether the link is the current page (trailing slashes ignored). */
export function isCurrent(href: string, pathname: string): boolean {
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return clean(href) === clean(pathname);
}
