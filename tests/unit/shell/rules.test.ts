import { describe, expect, it } from 'vitest';
import { redirectFor, rewriteFor, netlifyRedirects, nginxSnippet } from '../../../src/routing/rules.mjs';

describe('route table', () => {
  it.each([
    ['/manage/create', '/my-library/video-channels/create'],
    ['/manage/update/chan', '/my-library/video-channels/update/chan'],
    ['/studio/edit/v1', '/videos/manage/v1/studio'],
    ['/stats/videos/v1', '/videos/manage/v1/stats'],
    ['/videos/upload', '/videos/publish'],
    ['/videos/update/u1', '/videos/manage/u1'],
    ['/videos/watch/abc', '/w/abc'],
    ['/videos/watch/playlist/p1', '/w/p/p1'],
    ['/video-playlists/watch/p1', '/w/p/p1'],
    ['/accounts/alice/video-channels', '/a/alice/video-channels'],
    ['/video-channels/chan/videos', '/c/chan/videos'],
    ['/admin/moderation/abuses/list', '/admin/moderation'],
    ['/admin/follows', '/admin/follows/following-list'],
  ])('%s redirects to %s', (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });

  it('serves dynamic families from their one prerendered page', () => {
    expect(rewriteFor('/videos/manage/abc')).toBe('/videos/manage/_/');
    expect(rewriteFor('/videos/manage/abc/stats')).toBe('/videos/manage/_/stats/');
    expect(rewriteFor('/@alice')).toBe('/@/');
    expect(rewriteFor('/my-library/video-channels/update/chan')).toBe('/my-library/video-channels/update/_/');
    expect(rewriteFor('/videos/browse')).toBeNull();
  });

  it('writes the same rules for static hosts', () => {
    expect(netlifyRedirects()).toContain('/accounts/* /a/:splat 301');
    expect(netlifyRedirects()).toContain('/@:name /@/ 200');
    expect(nginxSnippet()).toContain('rewrite ^/videos/upload/?$ /videos/publish permanent;');
    expect(netlifyRedirects()).toContain('/admin/moderation/abuses/list /admin/moderation 301');
    expect(redirectFor('/admin/moderation')).toBeNull();
    expect(redirectFor('/admin/follows/followers-list')).toBeNull();
  });
});

describe('legacy list URLs and query merging', () => {
  it("send PeerTube's old list URLs to browse with the matching sort and scope, keeping the visitor's query", async () => {
    const { redirectTarget } = await import('../../../src/routing/rules.mjs');
    expect(redirectTarget('/videos/trending')).toBe('/videos/browse?scope=federated&sort=-trending');
    expect(redirectTarget('/videos/most-liked/')).toBe('/videos/browse?scope=federated&sort=-likes');
    expect(redirectTarget('/videos/recently-added')).toBe('/videos/browse?scope=federated&sort=-publishedAt');
    expect(redirectTarget('/videos/local', '?languageOneOf=fr')).toBe(
      '/videos/browse?scope=local&sort=-publishedAt&languageOneOf=fr',
    );
    expect(redirectTarget('/videos/watch/abc', '?start=30')).toBe('/w/abc?start=30');
    expect(redirectTarget('/videos/browse')).toBeNull();
  });
});
