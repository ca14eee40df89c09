// Contract tests of /search's advanced filters on the local instance (instance/api/search.mjs, lib/video-query.mjs), as
// PeerTube 7.0's /api/v1/search/* answers them: no text lists every video, then filtered; every response validated
// against PeerTube's OpenAPI description.
import { beforeAll, describe, it, expect } from 'vitest';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance(['maker', 'root']);

/** Every listed local video in full (search results carry no tags), by uuid. */
const details = new Map();
beforeAll(async () => {
  const all = (await ctx.api('GET', '/api/v1/search/videos?count=100')).body;
  expect(all.total).toBeGreaterThan(30);
  for (const v of all.data) details.set(v.uuid, (await ctx.api('GET', `/api/v1/videos/${v.uuid}`)).body);
});

/** A search's results (all pages) as full videos. */
async function search(query) {
  const res = await ctx.api('GET', `/api/v1/search/videos?count=100&${query}`);
  expect(res.status).toBe(200);
  expect(res.body.total).toBe(res.body.data.length);
  return res.body.data.map((v) => details.get(v.uuid) ?? v);
}

/** The uuids of the seeded videos a predicate keeps: what a filter must give, no more, no less. */
const expected = (keep) =>
  [...details.values()]
    .filter(keep)
    .map((v) => v.uuid)
    .sort();
const uuids = (videos) => videos.map((v) => v.uuid).sort();

describe('search without text', () => {
  it("an absent search lists every video; an empty one is refused, as PeerTube's validator does", async () => {
    expect((await search('')).length).toBe(details.size);
    const empty = await ctx.api('GET', '/api/v1/search/videos?search=');
    expect(empty.status).toBe(400);
    expect(empty.body['invalid-params']).toHaveProperty('search');
  });

  it('tagsOneOf keeps videos with any of the tags (case-insensitive), tagsAllOf those with every one', async () => {
    const oneOf = await search('tagsOneOf=MUSIC&tagsOneOf=cuisine');
    expect(oneOf.length).toBeGreaterThan(0);
    expect(uuids(oneOf)).toEqual(expected((v) => v.tags.some((t) => ['music', 'cuisine'].includes(t.toLowerCase()))));
    const allOf = await search('tagsAllOf[]=music&tagsAllOf[]=live');
    expect(allOf.length).toBeGreaterThan(0);
    expect(uuids(allOf)).toEqual(expected((v) => v.tags.includes('music') && v.tags.includes('live')));
    expect(await search('tagsOneOf=zzz-no-such-tag')).toEqual([]);
  });

  it('categoryOneOf, licenceOneOf and languageOneOf keep their values; non-numbers are refused', async () => {
    const category = await search('categoryOneOf=18');
    expect(category.length).toBeGreaterThan(0);
    expect(uuids(category)).toEqual(expected((v) => v.category.id === 18));
    const licences = await search('licenceOneOf=1&licenceOneOf=4');
    expect(uuids(licences)).toEqual(expected((v) => [1, 4].includes(v.licence.id)));
    const languages = await search('languageOneOf=de&languageOneOf=ja');
    expect(uuids(languages)).toEqual(expected((v) => ['de', 'ja'].includes(v.language.id)));
    expect((await ctx.api('GET', '/api/v1/search/videos?categoryOneOf=x')).status).toBe(400);
    expect((await ctx.api('GET', '/api/v1/search/videos?licenceOneOf=1.5')).status).toBe(400);
  });

  it('isLive keeps lives or videos on demand', async () => {
    const lives = await search('isLive=true');
    expect(lives.length).toBeGreaterThan(0);
    expect(uuids(lives)).toEqual(expected((v) => v.isLive));
    expect(uuids(await search('isLive=false'))).toEqual(expected((v) => !v.isLive));
  });

  it('a live waiting for its stream is in no public list until it starts (PeerTube lists published videos only)', async () => {
    const mine = (await ctx.api('GET', '/api/v1/users/me/videos?count=100', { token: ctx.tokens.root })).body.data;
    const live = mine.find((v) => v.name === 'Live: Town hall');
    expect(live.state.id).toBe(4);
    const listed = async () =>
      [
        ...(await ctx.api('GET', '/api/v1/videos?count=100&isLive=true')).body.data,
        ...(await ctx.api('GET', '/api/v1/search/videos?count=100&isLive=true')).body.data,
        ...(await ctx.api('GET', '/api/v1/video-channels/root_channel/videos?count=100')).body.data,
      ].filter((v) => v.uuid === live.uuid);
    expect(await listed()).toEqual([]);
    try {
      expect((await ctx.api('POST', '/__test/live', { json: { id: live.id, state: 1 } })).status).toBe(200);
      expect((await listed()).length).toBe(3);
    } finally {
      await ctx.api('POST', '/__test/live', { json: { id: live.id, state: 4 } });
    }
  });

  it('durationMin and durationMax are inclusive bounds in seconds; zero is no bound', async () => {
    expect(uuids(await search('durationMin=240&durationMax=600'))).toEqual(
      expected((v) => v.duration >= 240 && v.duration <= 600),
    );
    expect(uuids(await search('durationMax=240'))).toEqual(expected((v) => v.duration <= 240));
    expect((await search('durationMax=0')).length).toBe(details.size);
    expect((await ctx.api('GET', '/api/v1/search/videos?durationMin=abc')).status).toBe(400);
  });

  it('startDate/endDate bound the publication date, originallyPublished* the original one (none: left out)', async () => {
    const dates = [...details.values()].map((v) => v.publishedAt).sort();
    const middle = dates[Math.floor(dates.length / 2)];
    expect(uuids(await search(`startDate=${encodeURIComponent(middle)}`))).toEqual(
      expected((v) => v.publishedAt >= middle),
    );
    expect(uuids(await search(`endDate=${encodeURIComponent(middle)}`))).toEqual(
      expected((v) => v.publishedAt <= middle),
    );
    const originals = await search('originallyPublishedStartDate=1990-01-01T00:00:00.000Z');
    expect(originals.length).toBeGreaterThan(0);
    expect(uuids(originals)).toEqual(expected((v) => v.originallyPublishedAt && v.originallyPublishedAt >= '1990'));
    const year = new Date(originals[0].originallyPublishedAt).getUTCFullYear();
    const before = await search(`originallyPublishedEndDate=${year + 1}-01-01T00:00:00.000Z`);
    expect(uuids(before)).toEqual(
      expected((v) => v.originallyPublishedAt && Date.parse(v.originallyPublishedAt) <= Date.UTC(year + 1, 0, 1)),
    );
    for (const name of ['startDate', 'endDate', 'originallyPublishedStartDate', 'originallyPublishedEndDate']) {
      const bad = await ctx.api('GET', `/api/v1/search/videos?${name}=soon`);
      expect(bad.status).toBe(400);
      expect(bad.body['invalid-params']).toHaveProperty(name);
    }
  });

  it("host keeps what comes from that host (this instance's own host: local videos); a non-host is refused", async () => {
    const own = new URL(ctx.instance.url).host;
    expect((await search(`host=${own}`)).length).toBe(details.size);
    expect(await search('host=videos.example.org')).toEqual([]);
    const remote = await ctx.api(
      'GET',
      '/api/v1/search/videos?host=videos.example.org&searchTarget=search-index&count=50',
    );
    expect(remote.body.total).toBeGreaterThan(0);
    expect(remote.body.data.every((v) => v.account.host === 'videos.example.org')).toBe(true);
    const bad = await ctx.api('GET', '/api/v1/search/videos?host=https://videos.example.org');
    expect(bad.status).toBe(400);
    expect(bad.body['invalid-params']).toHaveProperty('host');
    expect((await ctx.api('GET', '/api/v1/search/video-channels?search=a&host=bad_host')).status).toBe(400);
  });

  it('filters combine, and sort applies to what they keep', async () => {
    const combined = await search('tagsOneOf=music&languageOneOf=en&sort=-views');
    expect(uuids(combined)).toEqual(expected((v) => v.tags.includes('music') && v.language.id === 'en'));
    const views = combined.map((v) => v.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const named = await search('categoryOneOf=15&sort=name');
    expect(named.map((v) => v.name.toLowerCase())).toEqual(named.map((v) => v.name.toLowerCase()).sort());
    expect((await ctx.api('GET', '/api/v1/search/videos?sort=-nothing')).status).toBe(400);
  });

  it("text and filters together: the text's matches that the filters keep", async () => {
    const withText = await search('search=archive&languageOneOf=de');
    expect(withText.length).toBeGreaterThan(0);
    expect(
      withText.every(
        (v) => v.language.id === 'de' && /archive/i.test(`${v.name} ${v.description} ${v.tags.join(' ')}`),
      ),
    ).toBe(true);
  });
});

describe('channels and playlists', () => {
  it("honour host: this instance's host keeps local ones, another host its own", async () => {
    const own = new URL(ctx.instance.url).host;
    const local = (await ctx.api('GET', `/api/v1/search/video-channels?search=maker&host=${own}`)).body;
    expect(local.total).toBeGreaterThan(0);
    expect(
      (await ctx.api('GET', '/api/v1/search/video-channels?search=maker&host=videos.example.org')).body.total,
    ).toBe(0);
    const remote = (
      await ctx.api(
        'GET',
        '/api/v1/search/video-channels?search=open&host=videos.example.org&searchTarget=search-index',
      )
    ).body;
    expect(remote.data.every((c) => c.host === 'videos.example.org')).toBe(true);
    expect(
      (await ctx.api('GET', `/api/v1/search/video-playlists?search=maker&host=${own}`)).body.total,
    ).toBeGreaterThan(0);
    expect(
      (await ctx.api('GET', '/api/v1/search/video-playlists?search=maker&host=videos.example.org')).body.total,
    ).toBe(0);
    expect((await ctx.api('GET', '/api/v1/search/video-playlists?search=')).status).toBe(400);
  });
});
