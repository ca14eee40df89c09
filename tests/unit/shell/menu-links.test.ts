import { describe, expect, it } from 'vitest';
import {
  HOME_MENU,
  SECTIONS,
  homeTarget,
  linkVisible,
  isCurrent,
  type MenuContext,
} from '../../../src/components/nav/menu-links';
import { hasRight } from '../../../src/lib/rights';

const ctx = (role: number | null, extra: Partial<MenuContext> = {}): MenuContext => ({
  loggedIn: role !== null,
  homepageEnabled: true,
  videoMaker: role !== null,
  hasRight: (r) => hasRight(role === null ? null : { role: { id: role as 0 | 1 | 2 } }, r),
  ...extra,
});
const visible = (c: MenuContext) =>
  Object.fromEntries(SECTIONS.map((s) => [s.id, s.links.filter((l) => linkVisible(l.needs, c)).map((l) => l.label)]));

describe('left menu links per role', () => {
  it('visitors: quick access only', () => {
    expect(visible(ctx(null))).toEqual({
      'quick-access': ['Home'],
      'my-library': [],
      'my-video-space': [],
      administration: [],
    });
  });

  it('administrator: all administration links; moderator: overview and moderation; user: none', () => {
    expect(visible(ctx(0)).administration).toEqual(['Overview', 'Moderation', 'Settings']);
    expect(visible(ctx(1)).administration).toEqual(['Overview', 'Moderation']);
    expect(visible(ctx(2)).administration).toEqual([]);
    expect(visible(ctx(2))['my-library']).toEqual(['Playlists', 'History']);
  });

  it('quick access is always Home, then Subscriptions when logged in (SPEC §2); no video space for non-makers', () => {
    const c = visible(ctx(2, { homepageEnabled: false, videoMaker: false }));
    expect(c['quick-access']).toEqual(['Home', 'Subscriptions']);
    expect(visible(ctx(null, { homepageEnabled: false }))['quick-access']).toEqual(['Home']);
    expect(c['my-video-space']).toEqual([]);
  });

  it('Home leads to /home with a homepage, else to the default route', () => {
    expect(homeTarget(true, '/videos/overview')).toBe('/home');
    expect(homeTarget(false, '/videos/overview')).toBe('/videos/overview');
  });

  it('the Home sub-menu: Home (homepage), Discover, Subscriptions (logged in), Browse videos', () => {
    const entries = (c: MenuContext) => HOME_MENU.filter((l) => linkVisible(l.needs, c)).map((l) => l.label);
    expect(entries(ctx(null))).toEqual(['Home', 'Discover', 'Browse videos']);
    expect(entries(ctx(2, { homepageEnabled: false }))).toEqual(['Discover', 'Subscriptions', 'Browse videos']);
  });

  it('marks the current page ignoring trailing slashes', () => {
    expect(isCurrent('/videos/browse', '/videos/browse/')).toBe(true);
    expect(isCurrent('/videos/browse', '/videos/browse/x')).toBe(false);
  });
});
