// The local instance's non-API answers the client relies on: /manifest.webmanifest named after the instance (as
// PeerTube's server does) and the /download/ paths of GET /api/v1/videos/{id}'s files.
import { describe, expect, it } from 'vitest';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance([]);

describe('manifest', () => {
  it('is the built manifest with the configured instance name and description', async () => {
    const res = await fetch(`${ctx.instance.url}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const config = (await ctx.api('GET', '/api/v1/config')).body;
    expect(await res.json()).toMatchObject({ name: config.instance.name, short_name: config.instance.name, start_url: '/', display: 'standalone' });
  });
});

describe('downloads', () => {
  it('every file of a video has a size and a fileDownloadUrl that answers the file as an attachment', async () => {
    const video = (await ctx.api('GET', '/api/v1/videos/1')).body;
    const files = [...video.files, ...video.streamingPlaylists.flatMap((p) => p.files)];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.size).toBeGreaterThan(0);
      const res = await fetch(file.fileDownloadUrl);
      expect(res.status, file.fileDownloadUrl).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="[^"]+-${file.resolution.id}p(-hls)?\\.mp4"`));
      await res.arrayBuffer();
    }
    expect((await fetch(`${ctx.instance.url}/download/web-videos/00000000-0000-4000-8000-000000000000-480.mp4`)).status).toBe(404);
  });
});
