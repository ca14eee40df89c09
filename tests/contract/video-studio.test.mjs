// Contract tests of instance/api/video-studio.mjs: the studio edit as PeerTube 7.0 validates it, and the job that
// moves the video to "To edit" and back to "Published" with its new duration.
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { uncoveredRoutes } from './contract.mjs';
import { contractInstance } from './harness.mjs';
import { freshOwner, uploadVideo } from './manage-helpers.mjs';

const ctx = contractInstance(['alice']);
const SAMPLE = readFileSync(new URL('../../instance/media/web-videos/sample-480.mp4', import.meta.url));

function tasks(list) {
  const form = new FormData();
  list.forEach((task, i) => {
    form.append(`tasks[${i}][name]`, task.name);
    for (const [k, v] of Object.entries(task.options ?? {})) {
      if (v instanceof Blob)
        form.append(
          `tasks[${i}][options][${k}]`,
          v,
          k === 'file' && v.type.startsWith('video/') ? 'intro.mp4' : 'mark.png',
        );
      else form.append(`tasks[${i}][options][${k}]`, String(v));
    }
  });
  return form;
}

describe('POST /api/v1/videos/{id}/studio/edit', () => {
  it('is refused while the studio is off, checks the tasks, then edits: To edit, then published with the new duration', async () => {
    const owner = await freshOwner(ctx);
    const video = await uploadVideo(ctx, owner, 'Studio clip');
    const edit = (list, token = owner.token) =>
      ctx.api('POST', `/api/v1/videos/${video.uuid}/studio/edit`, { token, multipart: tasks(list) });
    expect((await edit([{ name: 'cut', options: { start: 2 } }])).body.detail).toBe(
      'Video studio is disabled on this instance',
    );
    await ctx.api('POST', '/__test/config', { json: { videoStudio: { enabled: true } } });
    try {
      expect((await edit([])).status).toBe(400);
      expect((await edit([{ name: 'cut', options: { start: 5, end: 3 } }])).body.detail).toBe('Task cut is invalid');
      expect(
        (await edit([{ name: 'add-watermark', options: { file: new Blob(['x'], { type: 'text/plain' }) } }])).status,
      ).toBe(400);
      expect((await edit([{ name: 'cut', options: { start: 2 } }], ctx.tokens.alice)).status).toBe(403);
      const ok = await edit([
        { name: 'cut', options: { start: 2, end: 8 } },
        { name: 'add-intro', options: { file: new Blob([SAMPLE], { type: 'video/mp4' }) } },
      ]);
      expect(ok.status).toBe(204);
      expect((await ctx.api('GET', `/api/v1/videos/${video.uuid}`, { token: owner.token })).body.state).toEqual({
        id: 9,
        label: 'To edit',
      });
      expect((await edit([{ name: 'cut', options: { end: 4 } }])).status).toBe(409);
      await expect
        .poll(
          async () => (await ctx.api('GET', `/api/v1/videos/${video.uuid}`, { token: owner.token })).body.state.id,
          { timeout: 6000 },
        )
        .toBe(1);
      expect((await ctx.api('GET', `/api/v1/videos/${video.uuid}`)).body.duration).toBe(16);
    } finally {
      await ctx.api('POST', '/__test/config/reset', { json: {} });
    }
  });

  it('covers the area', () => {
    expect(uncoveredRoutes(ctx.instance, /\/video-studio\.mjs$/)).toEqual([]);
  });
});
