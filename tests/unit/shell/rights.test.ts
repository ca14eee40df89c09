import { describe, expect, it } from 'vitest';
import { hasRight, Right, uploadDisabled } from '../../../src/lib/rights';
import { defaultRoute } from '../../../src/lib/default-route';

describe('rights and defaults', () => {
  it('gives administrators every right and moderators only moderation ones', () => {
    const admin = { role: { id: 0 } },
      mod = { role: { id: 1 } },
      user = { role: { id: 2 } };
    expect(hasRight(admin as never, Right.manageConfiguration)).toBe(true);
    expect(hasRight(mod as never, Right.manageConfiguration)).toBe(false);
    expect(hasRight(mod as never, Right.manageAbuses)).toBe(true);
    expect(hasRight(mod as never, Right.seeAllVideos)).toBe(true);
    expect(hasRight(user as never, Right.seeAllVideos)).toBe(false);
    expect(hasRight(null, Right.seeAllVideos)).toBe(false);
  });

  it('treats a zero quota (total or daily) as upload disabled', () => {
    expect(uploadDisabled({ videoQuota: 0, videoQuotaDaily: -1 })).toBe(true);
    expect(uploadDisabled({ videoQuota: -1, videoQuotaDaily: 0 })).toBe(true);
    expect(uploadDisabled({ videoQuota: 1000, videoQuotaDaily: -1 })).toBe(false);
  });

  it('uses the configured default route only when it is a local path', () => {
    expect(defaultRoute({ instance: { defaultClientRoute: '/videos/overview' } })).toBe('/videos/overview');
    expect(defaultRoute({ instance: { defaultClientRoute: '//evil.example' } })).toBe('/videos/browse');
    expect(defaultRoute(undefined)).toBe('/videos/browse');
  });
});
