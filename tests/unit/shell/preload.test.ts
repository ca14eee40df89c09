// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { notePreloads, notedPreloads, preloadLink, preloadRules } from '../../../src/routing/preload.mjs';
import { $noPreload, followPreloadCookie } from '../../../src/stores/session/preload-cookie';
import { $tokens } from '../../../src/stores/session/session';
import { updateAnonymousSettings } from '../../../src/stores/settings/anonymous-settings';

const BROWSE = '/api/v1/videos?sort=-publishedAt&nsfw=false&start=0&count=24';
const table = {
  '/videos/browse': [{ path: BROWSE, onlyWithoutQuery: true }],
  '/w/_': [{ path: '/api/v1/videos/{segment}', segment: 2 }],
  '/search': [
    { path: '/api/v1/search/videos?search=%7Bparam%7D&start=0&count=10', param: 'search' },
    { path: '/api/v1/search/video-channels?search=%7Bparam%7D&start=0&count=10', param: 'search' },
  ],
};
const rules = preloadRules(table);
const link = (path: string, cookie?: string) => preloadLink(rules, path, cookie);
const urls = (header: string) => [...header.matchAll(/<([^>]+)>/g)].map((m) => m[1]);

describe('preloads sent with a page (src/routing/preload.mjs)', () => {
  it("notes only a visitor's painted requests, whatever the language, that the URL alone decides", () => {
    notePreloads('/videos/browse/', [
      { path: BROWSE, visitorsOnly: true, gate: 'painted', onlyWithoutQuery: true },
      { path: '/api/v1/config', visitorsOnly: false },
      { path: '/api/v1/users/me', visitorsOnly: false, usersOnly: true },
      { path: '/api/v1/accounts/%7Baccount%7D/videos', visitorsOnly: true, gate: 'painted', account: true },
    ]);
    expect(notedPreloads()['/videos/browse']).toEqual([
      { path: BROWSE, onlyWithoutQuery: true },
      { path: '/api/v1/config', onlyWithoutQuery: true },
    ]);
  });

  it('adds the config to a page that preloads one request of its own, not to one of three (HTTP/1.1 connections)', () => {
    const config = { path: '/api/v1/config', visitorsOnly: false };
    notePreloads('/w/_/', [
      { path: '/api/v1/videos/{segment}', visitorsOnly: true, gate: 'painted', segment: 2 },
      config,
    ]);
    const search = ['videos', 'video-channels', 'video-playlists'].map((type) => ({
      path: `/api/v1/search/${type}?search=%7Bparam%7D&start=0&count=10`,
      visitorsOnly: true,
      gate: 'painted',
      param: 'search',
    }));
    notePreloads('/search', [...search, config]);
    notePreloads('/about', [config]);
    const noted = notedPreloads();
    const watchRules = preloadRules({ '/w/_': noted['/w/_'] });
    expect(urls(preloadLink(watchRules, '/w/9NxPQehd3TkUAWJMduwDKz'))).toEqual([
      '/api/v1/videos/9NxPQehd3TkUAWJMduwDKz',
      '/api/v1/config',
    ]);
    expect(noted['/search'].map((r: { path: string }) => r.path)).not.toContain('/api/v1/config');
    expect(noted['/about']).toBeUndefined();
  });

  it('a page gets its own requests: browse without a query, the video a watch URL names, a plain search', () => {
    expect(urls(link('/videos/browse'))).toEqual([BROWSE]);
    expect(urls(link('/videos/browse/'))).toEqual([BROWSE]);
    expect(link('/videos/browse?sort=-views')).toBe('');
    expect(urls(link('/w/9NxPQehd3TkUAWJMduwDKz?start=30'))).toEqual(['/api/v1/videos/9NxPQehd3TkUAWJMduwDKz']);
    expect(urls(link('/search?search=cello'))).toEqual([
      '/api/v1/search/videos?search=cello&start=0&count=10',
      '/api/v1/search/video-channels?search=cello&start=0&count=10',
    ]);
    expect(link(BROWSE.replace('/api/v1', ''))).toBe('');
  });

  it('leaves to the page what an encoder would write otherwise, and other queries', () => {
    for (const path of ['/search?search=two+words', '/search?search=%C3%A9t%C3%A9', '/search?search=a&sort=x'])
      expect(link(path)).toBe('');
    expect(link('/w/%F0%9F%8E%B5')).toBe('');
  });

  it('sends nothing to a browser with the no-preload cookie', () => {
    expect(link('/videos/browse', 'pt_no_preload=1')).toBe('');
    expect(link('/videos/browse', 'theme=dark; pt_no_preload=1')).toBe('');
    expect(urls(link('/videos/browse', 'xpt_no_preload=1'))).toEqual([BROWSE]);
  });
});

describe('the no-preload cookie (stores/session/preload-cookie.ts)', () => {
  afterEach(() => {
    $tokens.set(null);
    updateAnonymousSettings({ nsfwPolicy: null, videoLanguages: [] });
  });

  it('is set with a session or a visitor’s own list preferences, and gone without them (logout included)', () => {
    const stop = followPreloadCookie(document);
    expect(document.cookie).not.toContain('pt_no_preload');
    $tokens.set({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 60000, origin: location.origin });
    expect($noPreload.get()).toBe(true);
    expect(document.cookie).toContain('pt_no_preload=1');
    $tokens.set(null);
    expect(document.cookie).not.toContain('pt_no_preload');
    updateAnonymousSettings({ videoLanguages: ['fr'] });
    expect(document.cookie).toContain('pt_no_preload=1');
    updateAnonymousSettings({ videoLanguages: [] });
    expect(document.cookie).not.toContain('pt_no_preload');
    stop();
  });
});
