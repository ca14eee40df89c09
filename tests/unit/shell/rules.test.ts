import { describe, expect, it } from 'vitest';
import {
  redirectFor,
  rewriteFor,
  netlifyRedirects,
  nginxSnippet,
  peertubeRoute,
  previewPage,
  isPreviewFetcher,
} from '../../../src/routing/rules.mjs';
import { nginxPeerTubeSnippet } from '../../../src/routing/nginx-peertube.mjs';

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

describe('in front of PeerTube on its domain', () => {
  const browser = { accept: 'text/html,*/*;q=0.8', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' };

  it("sends PeerTube's paths to it and keeps the client's", () => {
    for (const path of ['/api/v1/config', '/socket.io', '/.well-known/webfinger', '/nodeinfo/2.0.json', '/inbox'])
      expect(peertubeRoute({ pathname: path, ...browser }), path).toBe(path);
    expect(peertubeRoute({ pathname: '/accounts/maker/inbox', ...browser })).toBe('/accounts/maker/inbox');
    expect(peertubeRoute({ pathname: '/video-channels/chan/outbox', search: '?page=1', ...browser })).toBe(
      '/video-channels/chan/outbox?page=1',
    );
    for (const path of ['/w/abc', '/accounts/maker', '/videos/browse', '/client-settings.json', '/apiary'])
      expect(peertubeRoute({ pathname: path, ...browser }), path).toBeNull();
  });

  it('sends ActivityPub requests for any URL to PeerTube', () => {
    for (const accept of [
      'application/activity+json',
      'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
    ])
      expect(peertubeRoute({ pathname: '/videos/watch/abc', accept })).toBe('/videos/watch/abc');
    expect(peertubeRoute({ pathname: '/w/abc', accept: 'application/json' })).toBeNull();
  });

  it("sends preview fetchers to PeerTube's own page for what the URL shows", () => {
    const bot = 'http.rb/5.1.1 (Mastodon/4.3.0; +https://mastodon.example/) Bot';
    expect(previewPage('/videos/watch/abc')).toEqual({ kind: 'video', id: 'abc', path: '/w/abc' });
    expect(previewPage('/w/abc;threadId=4')).toEqual({ kind: 'video', id: 'abc', path: '/w/abc' });
    expect(previewPage('/p/xyz')).toEqual({ kind: 'playlist', id: 'xyz', path: '/w/p/xyz' });
    expect(previewPage('/accounts/alice@host.example:9000/videos')).toEqual({
      kind: 'account',
      id: 'alice@host.example:9000',
      path: '/a/alice@host.example:9000',
    });
    expect(previewPage('/video-channels/chan')?.path).toBe('/c/chan');
    expect(previewPage('/@maker')?.kind).toBe('actor');
    expect(previewPage('/w/_')).toBeNull();
    expect(peertubeRoute({ pathname: '/w/abc', search: '?start=3', userAgent: bot })).toBe('/w/abc?start=3');
    expect(peertubeRoute({ pathname: '/videos/browse', userAgent: bot })).toBeNull();
    expect(isPreviewFetcher('Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)')).toBe(true);
    expect(isPreviewFetcher(browser.userAgent)).toBe(false);
  });

  it('writes the same rules for nginx in front of PeerTube', () => {
    const conf = nginxPeerTubeSnippet();
    expect(conf).toContain('if ($http_accept ~* "application/(activity|ld)\\+json") { return 418; }');
    expect(conf).toContain('location /.well-known/ { try_files /dev/null @peertube; }');
    expect(conf).toContain('location ~ "^/accounts/([^/]+)/inbox/?$" { try_files /dev/null @peertube; }');
    expect(conf).toContain('  rewrite ^/accounts/(.+)/?$ /a/$1 permanent;');
    expect(conf).toContain('proxy_pass http://peertube_backend;');
  });
});
