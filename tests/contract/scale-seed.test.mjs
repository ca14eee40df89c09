// The scale test controls (issue #34, instance/lib/scale-seed.mjs): the bench grows lists to 2,000 videos and a thread
// to 500 replies through them; what they add answers like any other video or comment, through the real endpoints.
import { describe, it, expect } from 'vitest';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance(['maker']);

describe('/__test/videos', () => {
  it('adds public videos to a channel, the newest of browse, the channel and its owner’s videos', async () => {
    const made = await ctx.api('POST', '/__test/videos', { json: { channel: 'maker_films', count: 120 } });
    expect(made.status).toBe(200);
    expect(made.body.ids).toHaveLength(120);
    const browse = await ctx.api('GET', '/api/v1/videos?start=100&count=25&sort=-publishedAt');
    expect(browse.body.total).toBeGreaterThanOrEqual(120);
    expect(browse.body.data[0].name).toBe('Scale video 20');
    expect(browse.body.data[19].name).toBe('Scale video 1');
    const channel = await ctx.api('GET', '/api/v1/video-channels/maker_films/videos?start=0&count=2&sort=-publishedAt');
    expect(channel.body.data.map((v) => v.name)).toEqual(['Scale video 120', 'Scale video 119']);
    const mine = await ctx.api('GET', '/api/v1/users/me/videos?start=0&count=1&sort=-publishedAt', {
      token: ctx.tokens.maker,
    });
    expect(mine.body.data[0].id).toBe(made.body.ids[0]);
  });

  it('refuses an unknown channel and a count beyond its bound', async () => {
    expect((await ctx.api('POST', '/__test/videos', { json: { channel: 'nobody', count: 1 } })).status).toBe(404);
    expect((await ctx.api('POST', '/__test/videos', { json: { channel: 'maker_films', count: 1e6 } })).status).toBe(
      400,
    );
  });
});

describe('/__test/comment-thread', () => {
  it('starts a thread whose tree holds every reply, some nested', async () => {
    const video = (await ctx.api('GET', '/api/v1/videos?count=1&sort=-publishedAt')).body.data[0];
    const made = await ctx.api('POST', '/__test/comment-thread', {
      json: { video: video.uuid, username: 'maker', replies: 50 },
    });
    expect(made.status).toBe(200);
    const tree = (await ctx.api('GET', `/api/v1/videos/${video.uuid}/comment-threads/${made.body.threadId}`)).body;
    const count = (node) => node.children.reduce((n, child) => n + 1 + count(child), 0);
    expect(count(tree)).toBe(50);
    expect(tree.children.some((child) => child.children.length > 0)).toBe(true);
    const threads = (await ctx.api('GET', `/api/v1/videos/${video.uuid}/comment-threads?sort=-totalReplies`)).body;
    expect(threads.data[0]).toMatchObject({ id: made.body.threadId, totalReplies: 50 });
  });
});
