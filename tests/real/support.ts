// Talking to the real PeerTube server from the tests: REST calls as a given user, fresh users, TOTP codes.
// Everything a test creates gets a unique name and is deleted afterwards, so the suite can run again on one server.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** The real server (REAL_PEERTUBE, default http://localhost:9000). */
export const REAL = (process.env.REAL_PEERTUBE || 'http://localhost:9000').replace(/\/$/, '');
/** Password of the seeded accounts of ../shared/real-peertube (REAL_PASSWORD overrides). */
export const REAL_PASSWORD = process.env.REAL_PASSWORD || 'password123';

type Json = Record<string, any>;
let client: { client_id: string; client_secret: string } | null = null;
const tokens = new Map<string, { access: string; refresh: string }>();

/** A unique, valid PeerTube name for this run: letters and digits, prefixed. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
}

async function oauthClient() {
  if (!client) {
    const res = await fetch(`${REAL}/api/v1/oauth-clients/local`);
    expect(res.ok, `oauth-clients/local → ${res.status}`).toBeTruthy();
    client = await res.json();
  }
  return client!;
}

/** Logs a user in through the API (once per run) and returns its access token. */
export async function tokenFor(username: string, password = REAL_PASSWORD, otp?: string): Promise<string> {
  const cached = tokens.get(username);
  if (cached) return cached.access;
  const { client_id, client_secret } = await oauthClient();
  const res = await fetch(`${REAL}/api/v1/users/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(otp && { 'x-peertube-otp': otp }) },
    body: new URLSearchParams({ client_id, client_secret, grant_type: 'password', username, password }),
  });
  expect(res.ok, `token for ${username} → ${res.status} ${await res.clone().text()}`).toBeTruthy();
  const body = await res.json();
  tokens.set(username, { access: body.access_token, refresh: body.refresh_token });
  return body.access_token;
}

/** Forgets a cached token (after the test revoked or changed it). */
export function forgetToken(username: string): void {
  tokens.delete(username);
}

/** A REST call to the real server as `username` (or anonymous); returns the parsed JSON (or null), failing on error. */
export async function rest(
  method: string,
  path: string,
  options: { as?: string; body?: Json; expect?: number } = {},
): Promise<any> {
  const headers: Record<string, string> = {};
  if (options.as) headers.authorization = `Bearer ${await tokenFor(options.as)}`;
  if (options.body) headers['content-type'] = 'application/json';
  const res = await fetch(`${REAL}/api/v1${path}`, {
    method,
    headers,
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  if (options.expect !== undefined) expect(res.status, `${method} ${path} → ${text}`).toBe(options.expect);
  else expect(res.ok, `${method} ${path} → ${res.status} ${text}`).toBeTruthy();
  return text ? JSON.parse(text) : null;
}

/** Creates a plain user through root (channel included) and returns its credentials; delete it with deleteUser. */
export async function createUser(prefix = 'rt'): Promise<{ id: number; username: string; password: string }> {
  const username = uniqueName(prefix);
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const created = await rest('POST', '/users', {
    as: 'root',
    body: {
      username,
      password,
      email: `${username}@example.com`,
      role: 2,
      videoQuota: -1,
      videoQuotaDaily: -1,
      channelName: `${username}_channel`,
    },
  });
  await tokenFor(username, password);
  // A new account opens PeerTube's welcome and account-setup dialogs over the page: tests that are not about them
  // turn them off as the person would ("Don't show again").
  await rest('PUT', '/users/me', {
    as: username,
    body: { noWelcomeModal: true, noAccountSetupWarningModal: true },
    expect: 204,
  });
  return { id: created.user.id, username, password };
}

/**
 * Deletes a user made by createUser. A real server may refuse for a moment with a 500 ("could not serialize access due
 * to concurrent update") while a job (transcoding a fresh upload) still writes to the user's video: try again.
 */
export async function deleteUser(id: number): Promise<void> {
  const root = await tokenFor('root');
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await fetch(`${REAL}/api/v1/users/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${root}` },
    });
    if (res.status === 204) return;
    if (res.status !== 500) throw new Error(`DELETE /users/${id} → ${res.status} ${await res.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`DELETE /users/${id} kept failing`);
}

/** The RFC 6238 code of a base32 secret (shared with the local instance, which checks the same codes). */
export { totp } from '../../instance/lib/totp.mjs';

/** Logs in through the client's login page (with a second step when a code is given). */
export async function uiLogin(page: Page, username: string, password: string, otp?: () => string): Promise<void> {
  await page.goto('/login');
  await page.locator('astro-island:not([ssr]) #username').waitFor();
  await page.getByLabel('Username or email address').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (otp) {
    await page.getByLabel('Two-factor authentication code').fill(otp());
    await page.getByRole('button', { name: 'Log in' }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20000 });
}

/** The seeded public videos of maker_channel (the real server's seed), newest first. */
export async function makerVideos(): Promise<Array<{ id: number; uuid: string; shortUUID: string; name: string }>> {
  const list = await rest('GET', '/video-channels/maker_channel/videos?count=20&sort=-publishedAt');
  expect(list.total, 'the real server is seeded (node ../shared/real-peertube/seed.mjs)').toBeGreaterThan(0);
  return list.data;
}

/** Uploads a small video for `username` through the REST API (legacy upload) and returns its ids. */
export async function uploadAs(
  username: string,
  name: string,
  privacy = 1,
): Promise<{ id: number; uuid: string; shortUUID: string }> {
  const me = await rest('GET', '/users/me', { as: username });
  const form = new FormData();
  const sample = await readFile(new URL('../../instance/media/web-videos/sample-480.mp4', import.meta.url));
  form.set('videofile', new Blob([sample], { type: 'video/mp4' }), 'clip.mp4');
  form.set('name', name);
  form.set('channelId', String(me.videoChannels[0].id));
  form.set('privacy', String(privacy));
  const res = await fetch(`${REAL}/api/v1/videos/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(username)}` },
    body: form,
  });
  expect(res.ok, `upload → ${res.status} ${await res.clone().text()}`).toBeTruthy();
  return (await res.json()).video;
}

/** An administrator made for the test, without the first-login dialogs; delete it with deleteUser. */
export async function createAdministrator(): Promise<{ id: number; username: string; password: string }> {
  const username = uniqueName('rtadmin');
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const created = await rest('POST', '/users', {
    as: 'root',
    body: { username, password, email: `${username}@example.com`, role: 0, videoQuota: -1, videoQuotaDaily: -1 },
  });
  await tokenFor(username, password);
  await rest('PUT', '/users/me', {
    as: username,
    body: { noWelcomeModal: true, noInstanceConfigWarningModal: true, noAccountSetupWarningModal: true },
    expect: 204,
  });
  return { id: created.user.id, username, password };
}

/** A test clip made with ffmpeg (a moving test picture and a tone): `seconds` long, `height`p, H.264 + AAC. */
export async function makeClip(seconds: number, height = 240): Promise<string> {
  const { spawnSync } = await import('node:child_process');
  const { tmpdir } = await import('node:os');
  const file = `${tmpdir()}/pt-clip-${seconds}s-${height}p.mp4`;
  const { existsSync } = await import('node:fs');
  if (existsSync(file)) return file;
  const width = Math.round((height * 16) / 9 / 2) * 2;
  const run = spawnSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${width}x${height}:rate=15`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  expect(run.status, `ffmpeg: ${run.stderr?.toString()}`).toBe(0);
  return file;
}

/** Uploads `file` for `username` (legacy upload) and waits until every HLS variant is made; returns the video. */
export async function uploadFileAs(
  username: string,
  name: string,
  file: string,
  variants = 1,
): Promise<{ id: number; uuid: string; shortUUID: string }> {
  const me = await rest('GET', '/users/me', { as: username });
  const form = new FormData();
  form.set('videofile', new Blob([await readFile(file)], { type: 'video/mp4' }), 'clip.mp4');
  form.set('name', name);
  form.set('channelId', String(me.videoChannels[0].id));
  form.set('privacy', '1');
  const res = await fetch(`${REAL}/api/v1/videos/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(username)}` },
    body: form,
  });
  expect(res.ok, `upload → ${res.status} ${await res.clone().text()}`).toBeTruthy();
  const { video } = await res.json();
  await expect
    .poll(
      async () => {
        // A busy server (transcoding) may drop a kept-alive connection: that poll just tries again.
        const details = await rest('GET', `/videos/${video.id}`, { as: username }).catch(() => null);
        return details?.state.id === 1 && (details.streamingPlaylists[0]?.files.length ?? 0) >= variants;
      },
      { timeout: 150000, intervals: [2000] },
    )
    .toBe(true);
  return video;
}
