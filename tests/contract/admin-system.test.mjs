// Contract tests of the settings section's system areas (instance/api/admin-plugins.mjs, admin-system.mjs): plugins
// and the plugin index, install / update / uninstall and settings; jobs, pause and resume; server, audit and client
// logs; debug. The real server's rules, refusals and wording; every response validated against PeerTube's OpenAPI.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { createInstance } from '../../instance/server.mjs';
import { uncoveredRoutes } from './contract.mjs';
import { EXCEPTIONS } from './exceptions.mjs';
import { contractInstance } from './harness.mjs';

// Differences between the real PeerTube 7.0 answers (checked against localhost:9000) and the 8.1 description.
EXCEPTIONS.push(
  {
    id: 'plugin-install-update-answer-the-plugin',
    operation: ['POST /api/v1/plugins/install', 'POST /api/v1/plugins/update'],
    status: 200,
    reason:
      'The spec says 204; PeerTube 7 answers 200 with the installed plugin (controllers/api/plugins.ts installPlugin/updatePlugin: res.json(plugin.toFormattedJSON())).',
    undocumented: true,
  },
  {
    id: 'jobs-without-state',
    operation: 'GET /api/v1/jobs',
    status: 200,
    reason:
      "GET /api/v1/jobs (no state: every state) is how PeerTube's client lists all jobs (`/jobs/${state || ''}`); the spec only has /jobs/{state} with '' in its enum, which a path cannot carry.",
    undocumented: true,
  },
  {
    id: 'debug-undocumented',
    operation: 'GET /api/v1/server/debug',
    status: 200,
    reason:
      'GET /api/v1/server/debug ({ ip, activityPubMessagesWaiting }) exists in PeerTube 7 (controllers/api/server/debug.ts) but not in openapi.yaml.',
    undocumented: true,
  },
  {
    id: 'job-real-fields',
    operation: ['GET /api/v1/jobs/{state}', 'GET /api/v1/jobs'],
    status: 200,
    reason:
      'Real jobs have string ids ("4", "repeat:…"), every PeerTube 7 job type (federate-video, notify…, beyond the enum), error as a string or null and finishedOn/processedOn null until they happen (formatJob).',
    path: /^\/data\/\d+\/(id|type|error|finishedOn|processedOn)$/,
    keyword: ['type', 'enum', '$ref'],
  },
  {
    id: 'logs-are-objects',
    operation: ['GET /api/v1/server/logs', 'GET /api/v1/server/audit-logs'],
    status: 200,
    reason:
      "The spec types log lines as strings; the real server answers winston's JSON objects { level, message, label, timestamp, …meta } (controllers/api/server/logs.ts generateOutput).",
    schema: () => ({ type: 'array', items: { type: 'object', required: ['level', 'message', 'timestamp'] } }),
  },
);

const ctx = contractInstance(['root', 'moderator', 'alice']);
const as = (who) => ({ token: ctx.tokens[who] });
const HELLO = 'peertube-plugin-hello-world';

describe('plugins', () => {
  it('lists installed plugins and themes for administrators only, with PeerTube 7’s 403 wording', async () => {
    const plugins = (await ctx.api('GET', '/api/v1/plugins?pluginType=1', as('root'))).body;
    expect(plugins.data.map((p) => p.name)).toEqual(['auth-ldap', 'transcoding-custom-quality']);
    expect(plugins.data[0]).toMatchObject({
      type: 1,
      version: '0.0.14',
      latestVersion: '0.0.15',
      uninstalled: false,
      settings: {},
    });
    expect(plugins.data[0]).not.toHaveProperty('npmName');
    expect((await ctx.api('GET', '/api/v1/plugins?pluginType=2', as('root'))).body.data.map((p) => p.name)).toEqual([
      'dark',
    ]);
    expect((await ctx.api('GET', '/api/v1/plugins?count=1&start=1&sort=-name', as('root'))).body).toMatchObject({
      total: 3,
      data: [{ name: 'dark' }],
    });
    expect((await ctx.api('GET', '/api/v1/plugins?pluginType=5', as('root'))).status).toBe(400);
    expect((await ctx.api('GET', '/api/v1/plugins?sort=version', as('root'))).status).toBe(400);
    expect((await ctx.api('GET', '/api/v1/plugins')).status).toBe(401);
    const refused = await ctx.api('GET', '/api/v1/plugins', as('moderator'));
    expect(refused).toMatchObject({
      status: 403,
      body: { detail: 'User moderator does not have right 23 to access to /.' },
    });
  });

  it('searches the index by type and words, says which packages are installed, and refuses when the index is off', async () => {
    const all = (await ctx.api('GET', '/api/v1/plugins/available?pluginType=1&sort=-trending&count=3', as('root')))
      .body;
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.data.map((p) => p.npmName)).toEqual([
      'peertube-plugin-hello-world',
      'peertube-plugin-auto-block-videos',
      'peertube-plugin-auth-ldap',
    ]);
    expect(all.data[2]).toMatchObject({ name: 'auth-ldap', installed: true, latestVersion: '0.0.15' });
    expect(all.data[0].installed).toBe(false);
    const themes = (await ctx.api('GET', '/api/v1/plugins/available?pluginType=2&search=RED', as('root'))).body;
    expect(themes.data.map((p) => p.name)).toEqual(['background-red']);
    expect((await ctx.api('GET', '/api/v1/plugins/available?sort=name', as('root'))).status).toBe(400);
    expect((await ctx.api('GET', '/api/v1/plugins/available', as('alice'))).status).toBe(403);
    process.env.INSTANCE_PLUGIN_INDEX = 'off';
    try {
      expect((await ctx.api('GET', '/api/v1/plugins/available', as('root'))).body).toMatchObject({
        status: 400,
        detail: 'Plugin index is not enabled',
      });
    } finally {
      delete process.env.INSTANCE_PLUGIN_INDEX;
    }
  });

  it('installs, reads registered settings, saves settings, updates when a version is out, uninstalls', async () => {
    const installed = await ctx.api('POST', '/api/v1/plugins/install', { ...as('root'), json: { npmName: HELLO } });
    expect(installed).toMatchObject({
      status: 200,
      body: { name: 'hello-world', type: 1, version: '1.2.0', enabled: true, uninstalled: false },
    });
    const registered = (await ctx.api('GET', `/api/v1/plugins/${HELLO}/registered-settings`, as('root'))).body
      .registeredSettings;
    expect(registered.map((s) => s.type)).toEqual([
      'input',
      'input-textarea',
      'input-checkbox',
      'select',
      'markdown-text',
      'input-password',
      'html',
    ]);
    expect((await ctx.api('PUT', `/api/v1/plugins/${HELLO}/settings`, { ...as('root'), json: {} })).status).toBe(400);
    expect(
      (
        await ctx.api('PUT', `/api/v1/plugins/${HELLO}/settings`, {
          ...as('root'),
          json: { settings: { greeting: 'Hi', 'api-key': 's3cret' } },
        })
      ).status,
    ).toBe(204);
    expect((await ctx.api('GET', `/api/v1/plugins/${HELLO}`, as('root'))).body.settings).toEqual({
      greeting: 'Hi',
      'api-key': 's3cret',
    });
    // Public settings: only the non-private ones, saved value or default; no authentication needed.
    expect((await ctx.api('GET', `/api/v1/plugins/${HELLO}/public-settings`)).body.publicSettings).toEqual({
      greeting: 'Hi',
      'show-greeting': true,
      'greeting-position': 'top',
    });

    expect(
      (await ctx.api('POST', '/__test/plugins/release', { json: { npmName: HELLO, version: '1.3.0' } })).status,
    ).toBe(200);
    expect((await ctx.api('GET', `/api/v1/plugins/${HELLO}`, as('root'))).body).toMatchObject({
      version: '1.2.0',
      latestVersion: '1.3.0',
    });
    const updated = await ctx.api('POST', '/api/v1/plugins/update', { ...as('root'), json: { npmName: HELLO } });
    expect(updated).toMatchObject({
      status: 200,
      body: { version: '1.3.0', latestVersion: '1.3.0', settings: { greeting: 'Hi' } },
    });

    expect(
      (await ctx.api('POST', '/api/v1/plugins/uninstall', { ...as('root'), json: { npmName: HELLO } })).status,
    ).toBe(204);
    expect(
      (await ctx.api('GET', '/api/v1/plugins?pluginType=1', as('root'))).body.data.map((p) => p.name),
    ).not.toContain('hello-world');
    expect((await ctx.api('GET', '/api/v1/plugins?uninstalled=true', as('root'))).body.data.map((p) => p.name)).toEqual(
      ['hello-world'],
    );
    expect(
      (await ctx.api('GET', `/api/v1/plugins/${HELLO}/registered-settings`, as('root'))).body.registeredSettings,
    ).toEqual([]);
    // What is not installed: uninstall is a no-op, update fails like the real server's.
    expect(
      (await ctx.api('POST', '/api/v1/plugins/uninstall', { ...as('root'), json: { npmName: HELLO } })).status,
    ).toBe(204);
    expect(
      (await ctx.api('POST', '/api/v1/plugins/update', { ...as('root'), json: { npmName: HELLO } })).body,
    ).toMatchObject({ status: 400, detail: `Cannot update plugin ${HELLO}` });
  });

  it('what is installed registers in the config: themes with their stylesheets, external auths with their button', async () => {
    const config = async () => (await ctx.api('GET', '/api/v1/config')).body;
    expect((await config()).theme.registered).toEqual([
      expect.objectContaining({ name: 'dark', version: '3.0.0', css: ['assets/style.css'] }),
    ]);
    expect((await config()).plugin.registeredExternalAuths).toEqual([]);
    await ctx.api('POST', '/api/v1/plugins/install', {
      ...as('root'),
      json: { npmName: 'peertube-plugin-auth-openid-connect' },
    });
    expect((await config()).plugin.registeredExternalAuths).toEqual([
      {
        npmName: 'peertube-plugin-auth-openid-connect',
        name: 'auth-openid-connect',
        version: '1.0.2',
        authName: 'openid-connect',
        authDisplayName: 'OpenID Connect',
      },
    ]);
    await ctx.api('POST', '/api/v1/plugins/uninstall', {
      ...as('root'),
      json: { npmName: 'peertube-plugin-auth-openid-connect' },
    });
    expect((await config()).plugin.registeredExternalAuths).toEqual([]);
    const css = await fetch(`${ctx.instance.url}/themes/dark/3.0.0/css/assets/style.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('--mainBackgroundColor');
    expect((await fetch(`${ctx.instance.url}/themes/dark/3.0.0/css/nope.css`)).status).toBe(404);
  });

  it('refuses bad names and unknown packages as PeerTube 7 does', async () => {
    expect(
      (
        await ctx.api('POST', '/api/v1/plugins/install', {
          ...as('root'),
          json: { npmName: 'peertube-plugin-nowhere' },
        })
      ).body,
    ).toMatchObject({ status: 400, detail: 'Cannot install plugin peertube-plugin-nowhere' });
    expect((await ctx.api('POST', '/api/v1/plugins/install', { ...as('root'), json: {} })).body).toMatchObject({
      status: 400,
      detail: 'Should have either a npmName or a path',
    });
    expect(
      (await ctx.api('POST', '/api/v1/plugins/install', { ...as('root'), json: { npmName: 'left-pad' } })).body[
        'invalid-params'
      ],
    ).toHaveProperty('npmName');
    expect((await ctx.api('POST', '/api/v1/plugins/uninstall', { ...as('root'), json: {} })).status).toBe(400);
    expect((await ctx.api('GET', '/api/v1/plugins/peertube-plugin-nothing', as('root'))).body).toMatchObject({
      status: 404,
      detail: 'Plugin not found',
    });
    expect((await ctx.api('GET', '/api/v1/plugins/bad-name', as('root'))).body['invalid-params'].npmName).toMatchObject(
      { value: 'bad-name', location: 'params' },
    );
    expect(
      (
        await ctx.api('PUT', '/api/v1/plugins/peertube-plugin-auth-ldap/settings', {
          ...as('moderator'),
          json: { settings: {} },
        })
      ).status,
    ).toBe(403);
  });

  it('keeps installed plugins and their settings across restarts in INSTANCE_DATA_DIR', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plugins-'));
    const before = process.env.INSTANCE_DATA_DIR;
    process.env.INSTANCE_DATA_DIR = dir;
    const login = async (url) => {
      const client = await (await fetch(`${url}/api/v1/oauth-clients/local`)).json();
      const res = await fetch(`${url}/api/v1/users/token`, {
        method: 'POST',
        body: new URLSearchParams({ ...client, grant_type: 'password', username: 'root', password: 'password' }),
      });
      return { authorization: `Bearer ${(await res.json()).access_token}`, 'content-type': 'application/json' };
    };
    try {
      let instance = await createInstance({ port: 0 });
      let headers = await login(instance.url);
      await fetch(`${instance.url}/api/v1/plugins/install`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ npmName: HELLO }),
      });
      await fetch(`${instance.url}/api/v1/plugins/${HELLO}/settings`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ settings: { greeting: 'Kept' } }),
      });
      await instance.close();
      instance = await createInstance({ port: 0 });
      headers = await login(instance.url);
      const plugin = await (await fetch(`${instance.url}/api/v1/plugins/${HELLO}`, { headers })).json();
      await instance.close();
      expect(plugin).toMatchObject({ name: 'hello-world', settings: { greeting: 'Kept' } });
    } finally {
      if (before === undefined) delete process.env.INSTANCE_DATA_DIR;
      else process.env.INSTANCE_DATA_DIR = before;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('jobs', () => {
  it('lists every state or one, by type, newest or oldest first, paged', async () => {
    const all = (await ctx.api('GET', '/api/v1/jobs?count=5', as('root'))).body;
    expect(all.total).toBeGreaterThan(20);
    expect(all.data).toHaveLength(5);
    const times = all.data.map((j) => Date.parse(j.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const oldest = (await ctx.api('GET', '/api/v1/jobs?count=1&sort=createdAt', as('root'))).body.data[0];
    expect(Date.parse(oldest.createdAt)).toBeLessThan(times.at(-1));
    const failed = (await ctx.api('GET', '/api/v1/jobs/failed', as('root'))).body;
    expect(failed.data.every((j) => j.state === 'failed' && typeof j.error === 'string')).toBe(true);
    const imports = (await ctx.api('GET', '/api/v1/jobs/failed?jobType=video-import', as('root'))).body;
    expect(imports).toMatchObject({ total: 1, data: [{ type: 'video-import', finishedOn: expect.any(String) }] });
    const active = (await ctx.api('GET', '/api/v1/jobs/active', as('root'))).body.data[0];
    expect(active).toMatchObject({ progress: 42, finishedOn: null, priority: 100 });
    expect((await ctx.api('GET', '/api/v1/jobs/paused', as('root'))).body.total).toBe(0);
  });

  it('refuses what PeerTube 7 refuses: the "all" state, unknown types and sorts, other users', async () => {
    const all = await ctx.api('GET', '/api/v1/jobs/all', as('root'));
    expect(all.body['invalid-params'].state).toMatchObject({ value: 'all', location: 'params' });
    expect((await ctx.api('GET', '/api/v1/jobs?jobType=bogus', as('root'))).body['invalid-params']).toHaveProperty(
      'jobType',
    );
    expect((await ctx.api('GET', '/api/v1/jobs?sort=id', as('root'))).body['invalid-params']).toHaveProperty('sort');
    expect((await ctx.api('GET', '/api/v1/jobs', as('moderator'))).body.detail).toBe(
      'User moderator does not have right 7 to access to /.',
    );
    expect((await ctx.api('POST', '/api/v1/jobs/pause', as('alice'))).status).toBe(403);
  });

  it('pauses and resumes the queue', async () => {
    expect((await ctx.api('POST', '/api/v1/jobs/pause', as('root'))).status).toBe(204);
    expect((await ctx.api('POST', '/api/v1/jobs/resume', as('root'))).status).toBe(204);
  });
});

describe('logs', () => {
  const since = (ms) => new Date(Date.now() - ms).toISOString();

  it('reads the server log between dates, at or above a level, by tags', async () => {
    const hour = (await ctx.api('GET', `/api/v1/server/logs?startDate=${since(3600_000)}&level=debug`, as('root')))
      .body;
    expect(hour.map((l) => l.message)).toContain('Processing videos views buffer.');
    expect(hour.map((l) => l.message)).not.toContain('Connected to redis.');
    const times = hour.map((l) => Date.parse(l.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const warn = (await ctx.api('GET', `/api/v1/server/logs?startDate=${since(7 * 86_400_000)}&level=warn`, as('root')))
      .body;
    expect(warn.every((l) => l.level === 'warn' || l.level === 'error')).toBe(true);
    expect(
      (
        await ctx.api(
          'GET',
          `/api/v1/server/logs?startDate=${since(86_400_000)}&tagsOneOf=redis&tagsOneOf=nothing`,
          as('root'),
        )
      ).body.map((l) => l.tags),
    ).toEqual([['redis'], ['redis']]);
    const ended = (
      await ctx.api(
        'GET',
        `/api/v1/server/logs?startDate=${since(7 * 86_400_000)}&endDate=${since(4 * 86_400_000)}&level=debug`,
        as('root'),
      )
    ).body;
    expect(ended.length).toBeGreaterThan(0);
    expect(ended.every((l) => Date.parse(l.timestamp) <= Date.now() - 4 * 86_400_000)).toBe(true);
  });

  it('logs what a client reports, and refuses bad reports and bad queries', async () => {
    expect(
      (
        await ctx.api('POST', '/api/v1/server/logs/client', {
          ...as('alice'),
          json: { message: 'boom', url: 'http://x.example/w/1', level: 'error', userAgent: 'test' },
        })
      ).status,
    ).toBe(204);
    const lines = (
      await ctx.api('GET', `/api/v1/server/logs?startDate=${since(60_000)}&level=error&tagsOneOf=client`, as('root'))
    ).body;
    expect(lines.at(-1)).toMatchObject({
      message: 'Client log: boom',
      tags: ['client'],
      username: 'alice',
      url: 'http://x.example/w/1',
      userAgent: 'test',
      level: 'error',
    });
    expect(
      (await ctx.api('POST', '/api/v1/server/logs/client', { json: { message: 'x', url: 'nope', level: 'info' } }))
        .body['invalid-params'],
    ).toHaveProperty('level');
    const missing = await ctx.api('GET', '/api/v1/server/logs', as('root'));
    expect(missing.body['invalid-params'].startDate.msg).toBe('Should have a start date that conforms to ISO 8601');
    expect(
      Object.keys(
        (await ctx.api('GET', '/api/v1/server/logs?startDate=x&level=bad', as('root'))).body['invalid-params'],
      ),
    ).toEqual(['startDate', 'level']);
    expect((await ctx.api('GET', `/api/v1/server/logs?startDate=${since(1000)}`, as('moderator'))).status).toBe(403);
  });

  it('reads the audit log: who did what, as JSON messages', async () => {
    const audit = (await ctx.api('GET', `/api/v1/server/audit-logs?startDate=${since(7 * 86_400_000)}`, as('root')))
      .body;
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((l) => l.level === 'audit')).toBe(true);
    expect(JSON.parse(audit[0].message)).toMatchObject({ user: 'root', domain: 'users', action: 'create' });
    expect(
      (await ctx.api('GET', '/api/v1/server/audit-logs?startDate=2024-01-01&endDate=soon', as('root'))).body[
        'invalid-params'
      ].endDate.msg,
    ).toBe('Should have a end date that conforms to ISO 8601');
  });
});

describe('debug', () => {
  it('says what IP the server sees and runs the commands PeerTube knows', async () => {
    expect((await ctx.api('GET', '/api/v1/server/debug', as('root'))).body).toEqual({
      ip: '127.0.0.1',
      activityPubMessagesWaiting: 0,
    });
    expect(
      (
        await ctx.api('POST', '/api/v1/server/debug/run-command', {
          ...as('root'),
          json: { command: 'process-video-views-buffer' },
        })
      ).status,
    ).toBe(204);
    expect(
      (await ctx.api('POST', '/api/v1/server/debug/run-command', { ...as('root'), json: { command: 'bogus' } })).body,
    ).toMatchObject({ status: 400, detail: 'Invalid command' });
    expect((await ctx.api('GET', '/api/v1/server/debug', as('moderator'))).status).toBe(403);
  });
});

describe('coverage', () => {
  it('exercised every route of the areas with a success', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/admin-(plugins|system)\.mjs$/)).toEqual([]);
  });
});
