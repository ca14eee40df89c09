import { describe, expect, it } from 'vitest';
import { chooseSources } from '../../../src/stores/player/player-source';

const file = (res: number, url = `https://i.example/static/web-videos/v-${res}.mp4`) => ({
  resolution: { id: res, label: `${res}p` },
  fileUrl: url,
});
const video = {
  streamingPlaylists: [
    {
      playlistUrl: 'https://i.example/static/streaming-playlists/hls/v/master.m3u8',
      files: [file(480, 'https://i.example/hls/v-480-fragmented.mp4')],
    },
  ],
  files: [file(1080), file(720), file(240), file(0)],
};

describe('chooseSources', () => {
  it('prefers hls.js where MSE works, then the best web-video MP4 up to 720p', () => {
    expect(chooseSources(video, { mse: true, nativeHls: true })).toEqual([
      { kind: 'hls', engine: 'hlsjs', url: 'https://i.example/static/streaming-playlists/hls/v/master.m3u8' },
      { kind: 'mp4', url: 'https://i.example/static/web-videos/v-720.mp4', resolution: 720 },
    ]);
  });

  it("uses the browser's own HLS without MSE (iOS)", () => {
    expect(chooseSources(video, { mse: false, nativeHls: true })[0]).toMatchObject({ kind: 'hls', engine: 'native' });
  });

  it('falls back to MP4 when HLS cannot play at all', () => {
    expect(chooseSources(video, { mse: false, nativeHls: false })).toEqual([
      { kind: 'mp4', url: 'https://i.example/static/web-videos/v-720.mp4', resolution: 720 },
    ]);
  });

  it("plays the HLS playlist's fragmented MP4 when there are no web videos, and the smallest file above 720p only", () => {
    expect(chooseSources({ ...video, files: [] }, { mse: false, nativeHls: false })).toEqual([
      { kind: 'mp4', url: 'https://i.example/hls/v-480-fragmented.mp4', resolution: 480 },
    ]);
    expect(chooseSources({ files: [file(2160), file(1080)] }, { mse: true, nativeHls: false })).toEqual([
      { kind: 'mp4', url: 'https://i.example/static/web-videos/v-1080.mp4', resolution: 1080 },
    ]);
  });

  it('has nothing to play for a video without files or playlists', () => {
    expect(chooseSources({ files: [], streamingPlaylists: [] }, { mse: true, nativeHls: true })).toEqual([]);
  });
});
