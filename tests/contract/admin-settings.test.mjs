// Contract tests of the settings section's server side (instance/api/admin-settings.mjs): the instance's follows
// (list, search, sort, follow hosts and handles, unfollow, accept / reject / delete followers) and the instance avatar
// and banner, with PeerTube 7.0's rights and refusals; every response validated against PeerTube's OpenAPI description.
import { describe, it, expect, vi } from 'vitest';
import { uncoveredRoutes, unusedExceptions } from './contract.mjs';
import { contractInstance } from './harness.mjs';
import { ACCEPT_AFTER_MS, hostExists, isHostValid } from '../../instance/api/admin-settings.mjs';

const ctx = contractInstance(['root', 'moderator', 'alice']);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const image = (field, type = 'image/png', bytes = PNG) => {
  const f = new FormData();
  f.append(field, new Blob([bytes], { type }), 'image.png');
  return f;
};
const root = () => ({ token: ctx.tokens.root });
const following = async (query = '') => (await ctx.api('GET', `/api/v1/server/following${query}`)).body;
const followers = async (query = '') => (await ctx.api('GET', `/api/v1/server/followers${query}`)).body;

describe('homepage', () => {
  it('serves the seeded homepage; administrators replace it; empty turns the homepage off in /config', async () => {
    const home = (await ctx.api('GET', '/api/v1/custom-pages/homepage/instance')).body.content;
    expect(home).toContain('Welcome to PeerTube Local');
    const put = (json, token = ctx.tokens.root) =>
      ctx.api('PUT', '/api/v1/custom-pages/homepage/instance', { token, json });
    expect((await put({ content: '# New' })).status).toBe(204);
    expect((await ctx.api('GET', '/api/v1/custom-pages/homepage/instance')).body.content).toBe('# New');
    expect((await ctx.api('GET', '/api/v1/config')).body.homepage.enabled).toBe(true);
    expect((await put({ content: '' })).status).toBe(204);
    expect((await ctx.api('GET', '/api/v1/custom-pages/homepage/instance')).body.content).toBe('');
    expect((await ctx.api('GET', '/api/v1/config')).body.homepage.enabled).toBe(false);
    expect((await put({ content: 'x' }, ctx.tokens.moderator)).status).toBe(403);
    expect((await ctx.api('PUT', '/api/v1/custom-pages/homepage/instance', { json: { content: 'x' } })).status).toBe(
      401,
    );
    expect((await put({ content: home })).status).toBe(204);
    expect((await ctx.api('GET', '/api/v1/config')).body.homepage.enabled).toBe(true);
  });
});

describe('hosts', () => {
  it('validates hosts as PeerTube does and knows which exist in the simulated fediverse', () => {
    expect(['videos.example.org', 'a-b.example.com:8443', 'localhost', 'nowhere.invalid'].every(isHostValid)).toBe(
      true,
    );
    expect(['https://x.org', 'no_tld', 'x.org/path', '', 'a..b.org'].some(isHostValid)).toBe(false);
    expect(['tube.example.net', 'new.example.org', 'peer.tube.example', 'x.test'].every(hostExists)).toBe(true);
    expect(['nowhere.invalid', 'framatube.org'].some(hostExists)).toBe(false);
  });
});

describe('following', () => {
  it('lists (public), searches and sorts; refuses unknown sorts and states', async () => {
    const all = await following();
    expect(all.total).toBe(2);
    expect(all.data.every((f) => f.state === 'accepted' && f.following.name === 'peertube')).toBe(true);
    // Words match the host or the actor's name (every instance actor is "peertube").
    expect((await following('?search=.net')).data.map((f) => f.following.host)).toEqual(['tube.example.net']);
    expect((await following('?search=peertube')).total).toBe(2);
    expect((await following('?sort=createdAt')).data.map((f) => f.following.host)).toEqual([
      'videos.example.org',
      'tube.example.net',
    ]);
    expect((await following('?state=rejected')).total).toBe(0);
    expect((await ctx.api('GET', '/api/v1/server/following?sort=score')).status).toBe(400);
    expect((await ctx.api('GET', '/api/v1/server/following?state=gone')).status).toBe(400);
  });

  it('follows several hosts and handles at once: known ones are pending, then accepted; unknown ones are never listed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const body = {
        hosts: ['one.example.org', 'nowhere.invalid'],
        handles: ['cooking@two.example.com', 'maker_films@' + new URL(ctx.instance.url).host],
      };
      expect((await ctx.api('POST', '/api/v1/server/following', { ...root(), json: body })).status).toBe(204);
      const listed = (await following('?count=50')).data;
      const hosts = listed.map((f) => `${f.following.name}@${f.following.host}`);
      expect(hosts).toEqual(expect.arrayContaining(['peertube@one.example.org', 'cooking@two.example.com']));
      expect(hosts.some((h) => h.includes('nowhere.invalid'))).toBe(false);
      expect(listed.find((f) => f.following.host === 'one.example.org').state).toBe('pending');
      expect(listed.find((f) => f.following.name === 'maker_films').state).toBe('accepted');
      vi.setSystemTime(Date.now() + ACCEPT_AFTER_MS + 1000);
      expect((await following('?search=one.example')).data[0].state).toBe('accepted');
      // Following again changes nothing.
      await ctx.api('POST', '/api/v1/server/following', { ...root(), json: { hosts: ['one.example.org'] } });
      expect((await following('?search=one.example')).total).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect((await ctx.api('DELETE', '/api/v1/server/following/one.example.org', root())).status).toBe(204);
    expect((await ctx.api('DELETE', '/api/v1/server/following/cooking@two.example.com', root())).status).toBe(204);
    expect((await following('?search=example.com')).total).toBe(0);
  });

  it('refuses bad bodies, unknown follows and people without the right', async () => {
    const post = (json, token = ctx.tokens.root) => ctx.api('POST', '/api/v1/server/following', { token, json });
    const bad = await post({ hosts: ['https://x.org', 'ok.example.org'] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body['invalid-params'])).toEqual(['hosts']);
    expect((await post({ hosts: ['a.example.org', 'a.example.org'] })).status).toBe(400);
    expect((await post({ handles: ['nohost'] })).body['invalid-params'].handles.msg).toBe(
      'Should have an array of handles',
    );
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('You must provide at least one handle or one host.');
    expect((await ctx.api('POST', '/api/v1/server/following', { json: { hosts: ['a.example.org'] } })).status).toBe(
      401,
    );
    expect((await post({ hosts: ['a.example.org'] }, ctx.tokens.moderator)).status).toBe(403);
    expect((await ctx.api('DELETE', '/api/v1/server/following/gone.example.org', root())).body.detail).toBe(
      'Follow gone.example.org not found.',
    );
    expect((await ctx.api('DELETE', '/api/v1/server/following/not_a_host', root())).status).toBe(400);
    expect(
      (await ctx.api('DELETE', '/api/v1/server/following/videos.example.org', { token: ctx.tokens.alice })).status,
    ).toBe(403);
  });
});

describe('followers', () => {
  it('accepts a pending follower, rejects it (kept as rejected), accepts it again, deletes it', async () => {
    const added = (await ctx.api('POST', '/__test/followers', { json: { host: 'fan.example.org', state: 'pending' } }))
      .body;
    expect(added.follower.host).toBe('fan.example.org');
    const handle = 'peertube@fan.example.org';
    const state = async () => (await followers('?search=fan.example')).data[0]?.state;
    expect(await state()).toBe('pending');
    expect((await ctx.api('POST', `/api/v1/server/followers/${handle}/accept`, root())).status).toBe(204);
    expect(await state()).toBe('accepted');
    expect((await ctx.api('POST', `/api/v1/server/followers/${handle}/accept`, root())).body.detail).toBe(
      'Follow is not in pending/rejected state.',
    );
    expect((await ctx.api('POST', `/api/v1/server/followers/${handle}/reject`, root())).status).toBe(204);
    expect(await state()).toBe('rejected');
    expect((await followers('?state=rejected')).total).toBe(1);
    expect((await ctx.api('POST', `/api/v1/server/followers/${handle}/reject`, root())).body.detail).toBe(
      'Follow is not in pending/accepted state.',
    );
    expect((await ctx.api('DELETE', `/api/v1/server/followers/${handle}`, root())).status).toBe(204);
    expect(await state()).toBeUndefined();
  });

  it('sorts by score; refuses visitors, moderators and unknown followers', async () => {
    expect((await followers('?sort=-score')).data.map((f) => f.score)).toEqual([20, 12.5, 0]);
    expect((await followers('?sort=redundancyAllowed')).data).toBeUndefined();
    expect((await ctx.api('POST', '/api/v1/server/followers/peertube@videos.example.org/accept')).status).toBe(401);
    expect(
      (
        await ctx.api('POST', '/api/v1/server/followers/peertube@videos.example.org/reject', {
          token: ctx.tokens.moderator,
        })
      ).status,
    ).toBe(403);
    expect(
      (await ctx.api('POST', '/api/v1/server/followers/peertube@nowhere.example/accept', root())).body.detail,
    ).toBe('Follower peertube@nowhere.example not found.');
    expect((await ctx.api('DELETE', '/api/v1/server/followers/peertube@nowhere.example', root())).status).toBe(404);
  });
});

describe('instance avatar and banner', () => {
  it('uploads and deletes both, shown in /config and /config/about; administrators only', async () => {
    for (const kind of ['avatar', 'banner']) {
      expect(
        (await ctx.api('POST', `/api/v1/config/instance-${kind}/pick`, { ...root(), multipart: image(`${kind}file`) }))
          .status,
      ).toBe(204);
      const images = (await ctx.api('GET', '/api/v1/config')).body.instance[`${kind}s`];
      expect(images.length).toBeGreaterThan(0);
      expect((await ctx.api('GET', '/api/v1/config/about')).body.instance[`${kind}s`]).toEqual(images);
      const served = await fetch(ctx.instance.url + images[0].path);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(
        (
          await ctx.api('POST', `/api/v1/config/instance-${kind}/pick`, {
            ...root(),
            multipart: image(`${kind}file`, 'text/plain', Buffer.from('no')),
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await ctx.api('POST', `/api/v1/config/instance-${kind}/pick`, {
            token: ctx.tokens.moderator,
            multipart: image(`${kind}file`),
          })
        ).status,
      ).toBe(403);
      expect((await ctx.api('DELETE', `/api/v1/config/instance-${kind}`, { token: ctx.tokens.alice })).status).toBe(
        403,
      );
      expect((await ctx.api('DELETE', `/api/v1/config/instance-${kind}`, root())).status).toBe(204);
      expect((await ctx.api('GET', '/api/v1/config')).body.instance[`${kind}s`]).toEqual([]);
    }
  });
});

describe('coverage', () => {
  it('exercised every route of api/admin-settings.mjs with a success', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/admin-settings\.mjs$/)).toEqual([]);
    expect(unusedExceptions('admin-settings')).toEqual([]);
  });
});
