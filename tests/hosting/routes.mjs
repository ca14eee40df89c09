// The route table the hosting tests walk: every route family with the page that must answer it, every redirect
// with a sample path, unknown paths. One table for the nginx test and the _redirects rules test.
import { REDIRECTS } from '../../src/routing/rules.mjs';

/** Paths a host must answer 200 with the given built file (relative to dist/). */
export const PAGES = [
  ['/', 'index.html'],
  ['/videos/browse', 'videos/browse/index.html'],
  ['/videos/browse/', 'videos/browse/index.html'],
  ['/search', 'search/index.html'],
  ['/about', 'about/index.html'],
  ['/login', 'login/index.html'],
  ['/w/9NxPQehd3TkUAWJMduwDKz', 'w/_/index.html'],
  ['/w/p/oYGwNJ6A8DnQzx1Lpi58jA', 'w/p/_/index.html'],
  ['/a/alice', 'a/_/index.html'],
  ['/a/alice@localhost:9000', 'a/_/index.html'],
  ['/a/alice/video-channels', 'a/_/index.html'],
  ['/c/maker_channel', 'c/_/index.html'],
  ['/c/maker_channel/videos', 'c/_/index.html'],
  ['/p/oYGwNJ6A8DnQzx1Lpi58jA', 'p/_/index.html'],
  ['/p/my-super/route', 'p/_/index.html'],
  ['/my-account/p/my-super/route/of/account-1', 'my-account/p/_/index.html'],
  ['/videos/manage/4748ef73-8b19-45c0-a883-b3e01e584643', 'videos/manage/_/index.html'],
  ['/videos/manage/4748ef73-8b19-45c0-a883-b3e01e584643/studio', 'videos/manage/_/studio/index.html'],
  ['/videos/manage/4748ef73-8b19-45c0-a883-b3e01e584643/stats', 'videos/manage/_/stats/index.html'],
  ['/my-library/video-channels/update/maker_channel', 'my-library/video-channels/update/_/index.html'],
  ['/admin/plugins/show/peertube-plugin-auth-ldap', 'admin/plugins/show/_/index.html'],
  ['/admin/system/logs', 'admin/system/logs/index.html'],
  ['/@alice', '@/index.html'],
  ['/videos/embed/4748ef73-8b19-45c0-a883-b3e01e584643', 'videos/embed/_/index.html'],
  ['/video-playlists/embed/oYGwNJ6A8DnQzx1Lpi58jA', 'video-playlists/embed/_/index.html'],
  ['/verify-account/email', 'verify-account/index.html'],
  ['/client-settings.json', 'client-settings.json'],
];

/** Every redirect of the table with a sample path: [path with a query, expected Location]. */
export const REDIRECT_CASES = REDIRECTS.map(([from, to]) => {
  const sample = (pattern) => pattern.replace(/:(\w+)/g, 'x1').replace('*', 'some/where');
  const [path, own] = sample(to).split('?');
  const query = new URLSearchParams(own ?? '');
  query.set('q', '1');
  return [`${sample(from)}?q=1`, `${path}?${query}`];
});

/** Paths no page answers: 404 with the 404 page. */
export const MISSING = ['/no/such/page', '/videos/browse/extra/deep', '/w/_/missing.txt'];
