// Single sign-on against a real PeerTube 7 server (issue #30, point 5), with the external-auth test plugin from
// PeerTube's own source tree (packages/tests/fixtures/peertube-plugin-test-external-auth-one), installed by path for
// the test and uninstalled after it: its buttons on the login page, the plugin's route, PeerTube's redirect back with
// `externalAuthToken`, the token traded for a session, and the account it made on the server.
//
// The plugin's folder is extracted at run time from a git dir of PeerTube's source (PEERTUBE_GIT_DIR, default the
// snapshot ../shared/real-peertube's README names); without one the test fails and says so. The plugin asks no
// password: its route signs in whoever `?username=` names, which the test adds as an identity provider would.
//
// The way back: PeerTube redirects to /login?externalAuthToken=… on its own origin. Through the proxy (the client and
// the API on one origin) that is this client's login page. Cross-origin (the client on a CDN), it is the instance's
// own /login: the administrator sends that URL on to the client's login page (an nginx rule on the instance, see the
// README); the test does what that rule does.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from './fixture';
import { REAL, rest, uniqueName } from './support';

const GIT_DIR = process.env.PEERTUBE_GIT_DIR || '/work/.mirror/paymanzafar1+PeerTube/repo';
const PLUGIN_DIR = 'packages/tests/fixtures/peertube-plugin-test-external-auth-one';
const NPM_NAME = 'peertube-plugin-test-external-auth-one';

/** Extracts the test plugin from PeerTube's source into a folder of its own; the server installs it from there. */
function extractPlugin(): { dir: string; cleanup: () => void } {
  if (!existsSync(GIT_DIR))
    throw new Error(
      `PeerTube's source is needed for its external-auth test plugin: set PEERTUBE_GIT_DIR to a git dir holding the v7.0.0 tag (${GIT_DIR} does not exist).`,
    );
  const root = mkdtempSync(path.join(tmpdir(), 'pt-sso-'));
  const archive = execFileSync('git', ['--git-dir', GIT_DIR, 'archive', 'v7.0.0', PLUGIN_DIR]);
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  return { dir: path.join(root, PLUGIN_DIR), cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

test('a sign-in with an external auth plugin comes back logged in, as the account the plugin named', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const plugin = extractPlugin();
  const username = uniqueName('rtsso');
  try {
    await rest('POST', '/plugins/install', { as: 'root', body: { path: plugin.dir } });
    const config = await rest('GET', '/config');
    const auth = config.plugin.registeredExternalAuths.find(
      (a: { npmName: string; authName: string }) => a.npmName === NPM_NAME && a.authName === 'external-auth-1',
    );
    expect(auth, 'the server registered the plugin’s external auth').toBeTruthy();
    const route = `/plugins/${auth.name}/${auth.version}/auth/external-auth-1`;
    const crossOrigin = testInfo.project.name === 'cross-origin';

    // The identity provider: the plugin signs in whoever ?username= names. Cross-origin, PeerTube's answer (a redirect
    // to its own /login?externalAuthToken=…) is sent on to the client's login page, as the administrator's rule on the
    // instance does (a browser's redirect cannot be intercepted on its own, so the plugin's answer is rewritten here).
    await page.route(`**${route}`, async (request) => {
      const url = `${request.request().url()}?username=${username}`;
      if (!crossOrigin) return request.continue({ url });
      const answer = await request.fetch({ url, maxRedirects: 0 });
      const location = new URL(answer.headers()['location'], REAL);
      expect(location.origin, 'PeerTube sends the token back to its own origin').toBe(new URL(REAL).origin);
      return request.fulfill({
        status: 302,
        headers: { location: `${baseURL}${location.pathname}${location.search}` },
      });
    });

    await page.goto('/login?redirect=%2Fmy-library%2Fvideo-playlists');
    const sso = page.getByRole('region', { name: 'Or sign in with' });
    // One button per external auth the plugin registers (other plugins on a shared server may add their own).
    await expect(sso.getByRole('link', { name: 'External Auth 2' })).toBeVisible();
    const button = sso.getByRole('link', { name: 'External Auth 1' });
    await expect(button).toHaveAttribute('href', crossOrigin ? `${REAL}${route}` : route);
    const grant = page.waitForRequest((r) => r.url().endsWith('/api/v1/users/token') && r.method() === 'POST');
    await button.click();
    const form = new URLSearchParams((await grant).postData() ?? '');
    expect(form.get('username')).toBe(username);
    expect(form.get('externalAuthToken')).toBeTruthy();

    await expect(page).toHaveURL(/\/my-library\/video-playlists$/, { timeout: 20000 });
    await expect(page.locator('.user-menu-trigger')).toContainText(username);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('pt-session') ?? 'null'));
    const me = await (
      await fetch(`${REAL}/api/v1/users/me`, { headers: { authorization: `Bearer ${session.accessToken}` } })
    ).json();
    expect(me).toMatchObject({ username, email: `${username}@example.com`, pluginAuth: NPM_NAME });
  } finally {
    const users = await rest('GET', `/users?search=${username}`, { as: 'root' });
    for (const user of users.data.filter((u: { username: string }) => u.username === username))
      await rest('DELETE', `/users/${user.id}`, { as: 'root', expect: 204 });
    await rest('POST', '/plugins/uninstall', { as: 'root', body: { npmName: NPM_NAME }, expect: 204 });
    plugin.cleanup();
  }
  const left = (await rest('GET', '/config')).plugin.registeredExternalAuths;
  expect(left.filter((a: { npmName: string }) => a.npmName === NPM_NAME)).toEqual([]);
});
