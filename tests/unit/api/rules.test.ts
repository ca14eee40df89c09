import { describe, expect, it } from 'vitest';
import { redirectFor, rewriteFor, netlifyRedirects } from '../../../src/routing/rules.mjs';
import { hasRight, Right, uploadDisabled } from '../../../src/lib/rights';
import { defaultRoute } from '../../../src/lib/default-route';

describe('route table redirects (SPEC §2)', () => {
  it.each([
    ['/manage/create', '/my-library/video-channels/create'],
    ['/manage/update/my_channel', '/my-library/video-channels/update/my_channel'],
    ['/studio/edit/abc', '/videos/manage/abc/studio'],
    ['/stats/videos/abc', '/videos/manage/abc/stats'],
    ['/videos/upload', '/videos/publish'],
    ['/videos/update/uuid-1', '/videos/manage/uuid-1'],
    ['/videos/watch/uuid-1', '/w/uuid-1'],
    ['/videos/watch/playlist/pl-1', '/w/p/pl-1'],
    ['/video-playlists/watch/pl-1', '/w/p/pl-1'],
    ['/accounts/alice@tube.example/video-channels', '/a/alice@tube.example/video-channels'],
    ['/video-channels/chan', '/c/chan'],
  ])('%s → %s', (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });

  it('leaves other paths alone', () => {
    expect(redirectFor('/videos/browse')).toBeNull();
    expect(redirectFor('/w/abc')).toBeNull();
  });

  it('serves dynamic families from their prerendered page', () => {
    expect(rewriteFor('/w/abc')).toBe('/w/_/');
    expect(rewriteFor('/w/p/abc')).toBe('/w/p/_/');
    expect(rewriteFor('/c/chan/videos')).toBe('/c/_/');
    expect(rewriteFor('/@alice')).toBe('/@/');
    expect(rewriteFor('/about')).toBeNull();
    expect(netlifyRedirects()).toContain('/videos/watch/:id /w/:id 301');
  });
});

describe('rights and defaults', () => {
  it('gives administrators every right and moderators only moderation ones', () => {
    const admin = { role: { id: 0 } }, mod = { role: { id: 1 } }, user = { role: { id: 2 } };
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
