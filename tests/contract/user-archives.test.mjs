// Contract tests of instance/api/user-archives.mjs: export requests (one at a time, the video-quota limit), the list
// with the download URL once completed, the archive itself (a real ZIP behind its JWT), deletion, and an archive
// imported with the resumable protocol, its latest state; each response validated against PeerTube's OpenAPI.
import { describe, expect, it } from 'vitest';
import { check, uncoveredRoutes, unusedExceptions } from './contract.mjs';
import { contractInstance } from './harness.mjs';
import { freshOwner } from './manage-helpers.mjs';

const ctx = contractInstance(['root', 'alice']);

describe('exports', () => {
  it('requests one archive at a time, lists it until completed with its download, deletes it', async () => {
    const u = await freshOwner(ctx);
    const as = (method, path, options = {}) => ctx.api(method, path, { token: u.token, ...options });
    expect((await as('GET', `/api/v1/users/${u.id}/exports`)).body).toEqual({ total: 0, data: [] });
    expect((await as('POST', `/api/v1/users/${u.id}/exports/request`, { json: {} })).status).toBe(400);
    const made = await as('POST', `/api/v1/users/${u.id}/exports/request`, { json: { withVideoFiles: false } });
    expect(made.status).toBe(200);
    const again = await as('POST', `/api/v1/users/${u.id}/exports/request`, { json: { withVideoFiles: true } });
    expect([again.status, again.body.detail]).toEqual([400, 'User has already processing or completed exports']);
    // Another user's exports are not theirs to see; an administrator may.
    expect((await ctx.api('GET', `/api/v1/users/${u.id}/exports`, { token: ctx.tokens.alice })).status).toBe(403);
    expect((await ctx.api('GET', `/api/v1/users/${u.id}/exports`, { token: ctx.tokens.root })).status).toBe(200);
    await expect
      .poll(async () => (await as('GET', `/api/v1/users/${u.id}/exports`)).body.data[0].state.id, { timeout: 5000 })
      .toBe(3);
    const [done] = (await as('GET', `/api/v1/users/${u.id}/exports`)).body.data;
    expect(done).toMatchObject({ id: made.body.export.id, state: { id: 3, label: 'Completed' } });
    expect(done.size).toBeGreaterThan(100);
    expect(Date.parse(done.expiresOn) - Date.parse(done.createdAt)).toBe(172800000);
    const url = new URL(done.privateDownloadUrl);
    const zip = await fetch(ctx.instance.url + url.pathname + url.search);
    expect([zip.status, zip.headers.get('content-type')]).toEqual([200, 'application/zip']);
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    expect(bytes.length).toBe(done.size);
    expect(bytes.toString('latin1')).toContain('peertube/account.json');
    expect((await fetch(`${ctx.instance.url}${url.pathname}?jwt=wrong`)).status).toBe(403);
    expect(
      (await ctx.api('DELETE', `/api/v1/users/${u.id}/exports/${done.id}`, { token: ctx.tokens.alice })).status,
    ).toBe(403);
    expect((await as('DELETE', `/api/v1/users/${u.id}/exports/${done.id}`)).status).toBe(204);
    expect((await as('DELETE', `/api/v1/users/${u.id}/exports/${done.id}`)).status).toBe(404);
    expect((await fetch(ctx.instance.url + url.pathname + url.search)).status).toBe(404);
  });

  it('refuses video files over the export quota limit, and everything while exports are off', async () => {
    const made = await ctx.api('POST', '/__test/users', { json: { videoQuotaUsed: 20 * 1024 ** 3 } });
    const token = (
      await ctx.api('POST', '/api/v1/users/token', {
        form: {
          ...ctx.client,
          grant_type: 'password',
          response_type: 'code',
          username: made.body.username,
          password: made.body.password,
        },
      })
    ).body.access_token;
    const over = await ctx.api('POST', `/api/v1/users/${made.body.id}/exports/request`, {
      token,
      json: { withVideoFiles: true },
    });
    expect([over.status, over.body.code]).toEqual([403, 'max_user_video_quota_exceeded_for_user_export']);
    await ctx.api('POST', '/__test/config', { json: { export: { users: { enabled: false } } } });
    try {
      const off = await ctx.api('GET', `/api/v1/users/${made.body.id}/exports`, { token });
      expect([off.status, off.body.detail]).toEqual([400, 'User export is disabled on this instance']);
    } finally {
      await ctx.api('POST', '/__test/config/reset', { json: {} });
    }
  });
});

describe('imports', () => {
  const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(60)]);

  async function start(u, filename, size, extra = {}) {
    return fetch(`${ctx.instance.url}/api/v1/users/${u.id}/imports/import-resumable`, {
      method: 'POST',
      body: JSON.stringify({ filename, ...extra }),
      headers: {
        authorization: `Bearer ${u.token}`,
        'content-type': 'application/json',
        'x-upload-content-length': String(size),
        'x-upload-content-type': 'application/zip',
      },
    });
  }

  it('takes a zip in chunks, then shows the latest import until it completes; one import at a time', async () => {
    const u = await freshOwner(ctx);
    const path = `/api/v1/users/${u.id}/imports/import-resumable`;
    const latest = () => ctx.api('GET', `/api/v1/users/${u.id}/imports/latest`, { token: u.token });
    expect((await latest()).status).toBe(404);
    const notZip = await start(u, 'archive.tar', 64);
    expect([notZip.status, (await notZip.json()).detail]).toEqual([400, 'User import file must be a zip']);
    const opened = await start(u, 'archive.zip', zip.length);
    expect(opened.status).toBe(201);
    expect(check('POST', path, 201, undefined, '')).toEqual([]);
    const location = opened.headers.get('location').replace(/^\/\/[^/]+/, '');
    const put = (range, body) =>
      fetch(ctx.instance.url + location, {
        method: 'PUT',
        headers: { authorization: `Bearer ${u.token}`, 'content-range': range },
        body,
      });
    const first = await put('bytes 0-31/64', zip.subarray(0, 32));
    expect([first.status, first.headers.get('range')]).toEqual([308, 'bytes=0-31']);
    expect(check('PUT', path, 308, undefined, '')).toEqual([]);
    const last = await put('bytes 32-63/64', zip.subarray(32));
    expect(last.status).toBe(200);
    const body = await last.json();
    expect(check('PUT', path, 200, body)).toEqual([]);
    expect(body.userImport.id).toBeGreaterThan(0);
    expect((await latest()).body.state.id).toBeLessThan(3);
    const busy = await start(u, 'second.zip', zip.length);
    expect([busy.status, (await busy.json()).detail]).toEqual([400, 'An import is already being processed']);
    await expect
      .poll(async () => (await latest()).body.state, { timeout: 5000 })
      .toEqual({ id: 3, label: 'Completed' });
  });

  it('cancels a session; a file that is no zip ends Failed; the quota and the switch are checked first', async () => {
    const u = await freshOwner(ctx);
    const path = `/api/v1/users/${u.id}/imports/import-resumable`;
    const cancelled = await start(u, 'a.zip', 64, { lastModified: 1 });
    const location = cancelled.headers.get('location').replace(/^\/\/[^/]+/, '');
    expect((await ctx.api('DELETE', location, { token: u.token })).status).toBe(204);
    expect((await ctx.api('DELETE', location, { token: u.token })).status).toBe(404);
    const opened = await start(u, 'fake.zip', 5);
    const sent = await fetch(ctx.instance.url + opened.headers.get('location').replace(/^\/\/[^/]+/, ''), {
      method: 'PUT',
      headers: { authorization: `Bearer ${u.token}`, 'content-range': 'bytes 0-4/5' },
      body: 'hello',
    });
    expect(sent.status).toBe(200);
    await expect
      .poll(async () => (await ctx.api('GET', `/api/v1/users/${u.id}/imports/latest`, { token: u.token })).body.state, {
        timeout: 5000,
      })
      .toEqual({ id: 4, label: 'Failed' });
    const big = await fetch(`${ctx.instance.url}${path}`, {
      method: 'POST',
      body: JSON.stringify({ filename: 'big.zip' }),
      headers: {
        authorization: `Bearer ${u.token}`,
        'content-type': 'application/json',
        'x-upload-content-length': String(10 * 1024 ** 4),
        'x-upload-content-type': 'application/zip',
      },
    });
    const problem = await big.json();
    expect([big.status, problem.code]).toEqual([413, 'quota_reached']);
    await ctx.api('POST', '/__test/config', { json: { import: { users: { enabled: false } } } });
    try {
      const off = await start(u, 'a.zip', 64);
      expect([off.status, (await off.json()).detail]).toEqual([400, 'User import is not enabled by the administrator']);
    } finally {
      await ctx.api('POST', '/__test/config/reset', { json: {} });
    }
  });
});

describe('coverage', () => {
  it('covers every route of the area and uses its exceptions', () => {
    expect(uncoveredRoutes(ctx.instance, /\/user-archives\.mjs$/)).toEqual([]);
    expect(unusedExceptions('user-archives')).toEqual([]);
  });
});
