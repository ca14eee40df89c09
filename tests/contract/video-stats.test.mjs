// Contract tests of instance/api/video-stats.mjs: the owner's statistics (overall, timeseries, retention), seeded
// and deterministic, with PeerTube's date-range rules.
import { describe, it, expect } from 'vitest';
import { uncoveredRoutes } from './contract.mjs';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance(['maker', 'alice']);
const stats = async (path, user = 'maker') =>
  ctx.api(
    'GET',
    `/api/v1/videos/${(await ctx.api('GET', '/api/v1/accounts/maker/videos?count=1&sort=publishedAt')).body.data[0].uuid}/stats${path}`,
    { token: ctx.tokens[user] },
  );

describe('video statistics', () => {
  it('overall figures add up the viewers series; countries sorted; the same range gives the same answer', async () => {
    const q = '?startDate=2026-10-01T00:00:00.000Z&endDate=2026-10-31T00:00:00.000Z';
    const overall = await stats(`/overall${q}`);
    expect(overall.status).toBe(200);
    const viewers = await stats(`/timeseries/viewers${q}`);
    expect(viewers.body.groupInterval).toBe('1 day');
    expect(viewers.body.data).toHaveLength(31);
    expect(overall.body.totalViewers).toBe(viewers.body.data.reduce((n, p) => n + p.value, 0));
    expect(overall.body.averageWatchTime).toBeGreaterThan(0);
    expect(overall.body.countries.map((c) => c.viewers)).toEqual(
      [...overall.body.countries.map((c) => c.viewers)].sort((a, b) => b - a),
    );
    expect((await stats(`/timeseries/viewers${q}`)).body).toEqual(viewers.body);
    const watch = await stats(`/timeseries/aggregateWatchTime${q}`);
    expect(watch.body.data[0].value).toBeGreaterThanOrEqual(viewers.body.data[0].value);
    expect(
      (await stats('/timeseries/viewers?startDate=2026-10-01T00:00:00.000Z&endDate=2026-10-02T00:00:00.000Z')).body
        .groupInterval,
    ).toBe('1 hour');
    expect((await stats('/overall')).status).toBe(200);
    // A custom range: the points stay inside it, and the overall figures count only them.
    const custom = '?startDate=2026-09-01T00:00:00.000Z&endDate=2026-09-20T23:59:59.999Z';
    const points = (await stats(`/timeseries/viewers${custom}`)).body.data;
    expect(points).toHaveLength(20);
    expect(points.every((p) => p.date >= '2026-09-01' && p.date < '2026-09-21')).toBe(true);
    expect((await stats(`/overall${custom}`)).body.totalViewers).toBe(points.reduce((n, p) => n + p.value, 0));
    expect(
      (await stats('/timeseries/viewers?startDate=2000-01-01T00:00:00.000Z&endDate=2026-01-01T00:00:00.000Z')).status,
    ).toBe(400);
  });

  it('retention goes from about 100% down; refuses bad metrics, half ranges and other users', async () => {
    const retention = await stats('/retention');
    expect(retention.body.data[0]).toMatchObject({ second: 0 });
    expect(retention.body.data[0].retentionPercent).toBeGreaterThan(90);
    expect(retention.body.data.at(-1).retentionPercent).toBeLessThan(50);
    expect((await stats('/timeseries/likes')).status).toBe(400);
    expect((await stats('/timeseries/viewers?startDate=2026-10-01T00:00:00.000Z')).status).toBe(400);
    expect((await stats('/overall', 'alice')).status).toBe(403);
  });

  it('covers the area', () => {
    expect(uncoveredRoutes(ctx.instance, /\/video-stats\.mjs$/)).toEqual([]);
  });
});
