import { describe, expect, it } from 'vitest';
import { SECTIONS, linkVisible, isCurrent, type MenuContext } from '../../../src/components/nav/menu-links';
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
      'quick-access': ['Home', 'Discover', 'Browse videos'],
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

  it('hides Home without a homepage and the video space for non-makers', () => {
    const c = visible(ctx(2, { homepageEnabled: false, videoMaker: false }));
    expect(c['quick-access']).toEqual(['Discover', 'Subscriptions', 'Browse videos']);
    expect(c['my-video-space']).toEqual([]);
  });

  it('marks the current page ignoring trailing slashes', () => {
    expect(isCurrent('/videos/browse', '/videos/browse/')).toBe(true);
    expect(isCurrent('/videos/browse', '/videos/browse/x')).toBe(false);
  });
});
