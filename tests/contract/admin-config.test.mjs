// Contract tests of the instance configuration (instance/api/admin-config.mjs): GET, PUT and DELETE of
// /api/v1/config/custom with PeerTube 7.0's validation and rights, reflected in /api/v1/config and /about, and kept
// across restarts in INSTANCE_CONFIG_FILE; every response validated against PeerTube's OpenAPI description.
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it, expect, afterEach } from 'vitest';
import { checkComponent, client, uncoveredRoutes } from './contract.mjs';
import { contractInstance } from './harness.mjs';
import { createInstance } from '../../instance/server.mjs';

const ctx = contractInstance(['root', 'moderator', 'alice']);
const fixture = (name) =>
  JSON.parse(readFileSync(new URL(`../../../shared/peertube/fixtures/${name}`, import.meta.url), 'utf8'));
const FIXTURES = existsSync(new URL('../../../shared/peertube/fixtures/config-custom-get.json', import.meta.url));

const get = async () => (await ctx.api('GET', '/api/v1/config/custom', { token: ctx.tokens.root })).body;
const put = (json, token = ctx.tokens.root) => ctx.api('PUT', '/api/v1/config/custom', { token, json });
/** A copy of `config` with `path` set to `value`. */
function withValue(config, dotted, value) {
  const copy = structuredClone(config);
  const keys = dotted.split('.');
  keys.slice(0, -1).reduce((o, k) => o[k], copy)[keys.at(-1)] = value;
  return copy;
}

afterEach(async () => {
  await ctx.api('POST', '/__test/config/reset');
});

describe('GET /api/v1/config/custom', () => {
  it('has every section of the real 7.0 answer', async () => {
    const custom = await get();
    expect(checkComponent('ServerConfigCustom', custom)).toEqual([]);
    if (FIXTURES) {
      const keysOf = (o, prefix = '') =>
        Object.entries(o).flatMap(([k, v]) =>
          v && typeof v === 'object' && !Array.isArray(v) ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`],
        );
      expect(keysOf(custom).sort()).toEqual(keysOf(fixture('config-custom-get.json')).sort());
    }
    expect(custom.instance.name).toBe('PeerTube Local');
  });

  it('refuses visitors, users and moderators', async () => {
    expect((await ctx.api('GET', '/api/v1/config/custom')).status).toBe(401);
    const denied = await ctx.api('GET', '/api/v1/config/custom', { token: ctx.tokens.moderator });
    expect(denied.body).toMatchObject({
      status: 403,
      detail: 'User moderator does not have right 8 to access to /custom.',
    });
  });
});

describe('PUT /api/v1/config/custom', () => {
  it('saves and answers with the new config, reflected in /config and /config/about', async () => {
    const custom = await get();
    custom.instance.name = 'Renamed instance';
    custom.instance.shortDescription = 'Short and new.';
    custom.instance.terms = 'New **terms**.';
    custom.broadcastMessage = {
      enabled: true,
      message: '**Maintenance** tonight.',
      level: 'warning',
      dismissable: true,
    };
    custom.instance.customizations = { css: 'body { --mainColor: #c05000; }', javascript: 'console.log("custom js")' };
    custom.user.videoQuota = 1073741824;
    custom.signup.enabled = false;
    const res = await put(custom);
    expect(res.status).toBe(200);
    expect(checkComponent('ServerConfigCustom', res.body)).toEqual([]);
    expect(res.body).toEqual(custom);
    expect(await get()).toEqual(custom);
    const config = (await ctx.api('GET', '/api/v1/config')).body;
    expect(config.instance).toMatchObject({
      name: 'Renamed instance',
      shortDescription: 'Short and new.',
      customizations: custom.instance.customizations,
    });
    expect(config.broadcastMessage).toEqual(custom.broadcastMessage);
    expect(config.user.videoQuota).toBe(1073741824);
    expect(config.signup.allowed).toBe(false);
    const about = (await ctx.api('GET', '/api/v1/config/about')).body;
    expect(about.instance).toMatchObject({
      name: 'Renamed instance',
      shortDescription: 'Short and new.',
      terms: 'New **terms**.',
    });
  });

  it('forces numbers and booleans sent as strings, and drops unknown keys, as PeerTube does', async () => {
    const custom = await get();
    const res = await put({
      ...withValue(withValue(custom, 'signup.limit', '25'), 'signup.enabled', 'false'),
      unknown: { x: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.signup).toMatchObject({ limit: 25, enabled: false });
    expect(res.body.unknown).toBeUndefined();
  });

  it("answers 400 with invalid-params for bad fields, in PeerTube's order, and keeps the old config", async () => {
    const custom = await get();
    let bad = withValue(custom, 'user.videoQuota', -5);
    bad = withValue(bad, 'transcoding.concurrency', 0);
    bad = withValue(bad, 'instance.defaultNSFWPolicy', 'sometimes');
    bad = withValue(bad, 'admin.email', 'not an email');
    delete bad.instance.name;
    const res = await put(bad);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(
      'Incorrect request parameters: instance.name, instance.defaultNSFWPolicy, admin.email, user.videoQuota, transcoding.concurrency',
    );
    expect(res.body['invalid-params']['user.videoQuota']).toMatchObject({
      msg: 'Invalid value',
      path: 'user.videoQuota',
      location: 'body',
      value: -5,
    });
    expect(await get()).toEqual(custom);
    // -1 means unlimited and is valid.
    expect((await put(withValue(custom, 'user.videoQuotaDaily', -1))).status).toBe(200);
    expect((await put(withValue(custom, 'live.maxInstanceLives', null))).status).toBe(200);
  });

  it("refuses inconsistent settings with PeerTube's messages", async () => {
    const custom = await get();
    const cases = [
      [
        withValue(custom, 'signup.requiresEmailVerification', true),
        'SMTP is not configured but you require signup email verification.',
      ],
      [
        withValue(withValue(custom, 'transcoding.hls.enabled', false), 'transcoding.webVideos.enabled', false),
        'You need to enable at least web_videos transcoding or hls transcoding',
      ],
      [
        withValue(custom, 'import.videoChannelSynchronization.enabled', true),
        'You need to enable HTTP video import in order to enable channel synchronization',
      ],
      [withValue(custom, 'transcoding.enabled', false), 'You cannot allow live replay if transcoding is not enabled'],
      [
        withValue(
          withValue(withValue(custom, 'transcoding.enabled', false), 'live.allowReplay', false),
          'videoStudio.enabled',
          true,
        ),
        'You cannot enable video studio if transcoding is not enabled',
      ],
    ];
    for (const [body, detail] of cases) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, detail });
      expect(res.body['invalid-params']).toBeUndefined();
    }
  });

  it('refuses visitors, users and moderators like PeerTube (fixtures/error-config-custom-put-as-user.json)', async () => {
    const custom = await get();
    expect((await ctx.api('PUT', '/api/v1/config/custom', { json: custom })).status).toBe(401);
    const denied = await put(custom, ctx.tokens.alice);
    const expected = FIXTURES ? fixture('error-config-custom-put-as-user.json') : { status: 403 };
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual(expected.detail ? expected : expect.objectContaining(expected));
    expect((await put(custom, ctx.tokens.moderator)).status).toBe(403);
  });
});

describe('DELETE /api/v1/config/custom', () => {
  it("goes back to the configuration files' values (the seed), admins only", async () => {
    const seed = await get();
    expect((await put(withValue(seed, 'instance.name', 'Temporary'))).status).toBe(200);
    expect((await ctx.api('DELETE', '/api/v1/config/custom', { token: ctx.tokens.alice })).status).toBe(403);
    const res = await ctx.api('DELETE', '/api/v1/config/custom', { token: ctx.tokens.root });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(seed);
    expect((await ctx.api('GET', '/api/v1/config')).body.instance.name).toBe('PeerTube Local');
  });
});

describe('persistence', () => {
  it('keeps a saved config across restarts in INSTANCE_CONFIG_FILE; /__test/reset restores the seed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pt-config-'));
    const configFile = path.join(dir, 'data', 'custom-config.json');
    const errors = [];
    const start = async () => {
      const instance = await createInstance({ port: 0, testControl: true, configFile });
      const api = client(instance.url, (e) => errors.push(...e), instance.testToken);
      const oauth = (await api('GET', '/api/v1/oauth-clients/local')).body;
      const token = (
        await api('POST', '/api/v1/users/token', {
          form: { ...oauth, grant_type: 'password', response_type: 'code', username: 'root', password: 'password' },
        })
      ).body.access_token;
      return { instance, api, token };
    };
    try {
      let { instance, api, token } = await start();
      const custom = (await api('GET', '/api/v1/config/custom', { token })).body;
      expect(
        (await api('PUT', '/api/v1/config/custom', { token, json: withValue(custom, 'instance.name', 'Persisted') }))
          .status,
      ).toBe(200);
      expect(JSON.parse(readFileSync(configFile, 'utf8')).instance.name).toBe('Persisted');
      await instance.close();
      ({ instance, api, token } = await start());
      expect((await api('GET', '/api/v1/config')).body.instance.name).toBe('Persisted');
      await api('POST', '/__test/reset');
      expect(existsSync(configFile)).toBe(false);
      expect((await api('GET', '/api/v1/config')).body.instance.name).toBe('PeerTube Local');
      await instance.close();
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('coverage', () => {
  it('exercised every route of api/admin-config.mjs with a success', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/admin-config\.mjs$/)).toEqual([]);
  });
});
