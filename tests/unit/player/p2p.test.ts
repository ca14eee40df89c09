// @vitest-environment jsdom
// P2P's pure parts: the segment hash check (what stops a peer from feeding altered video), the settings PeerTube's
// player uses, the redundancy choice, and when a video is shared peer to peer at all.
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  createSegmentValidator,
  expectedHash,
  sha256,
  sha256Hex,
  type SegmentHashes,
} from '../../../src/lib/player/segment-hashes';
import { createRedundancy } from '../../../src/lib/player/redundancy';
import { browserTrackers } from '../../../src/lib/player/p2p-support';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const hex = (data: ArrayBuffer) => createHash('sha256').update(new Uint8Array(data)).digest('hex');

/** The settings each engine was made with. */
const made = vi.hoisted(() => [] as unknown[]);
vi.mock('@peertube/p2p-media-loader-hlsjs', () => ({
  Engine: class {
    constructor(settings: unknown) {
      made.push(settings);
    }
    on() {}
    createLoaderClass() {}
  },
  initHlsJsPlayer: () => {},
}));

describe('segment hashes', () => {
  const HASHES: SegmentHashes = {
    'abc-480-fragmented.mp4': { '1353-55958': 'aa', '55959-112158': 'bb' },
    'segment-240-1.m4s': 'cc',
  };

  it("finds a segment's published hash by file name, and by byte range in PeerTube 7's fragmented files", () => {
    expect(
      expectedHash(HASHES, 'http://x/static/streaming-playlists/hls/u/abc-480-fragmented.mp4', 'bytes=55959-112158'),
    ).toBe('bb');
    expect(expectedHash(HASHES, 'http://x/hls/u/segment-240-1.m4s?videoFileToken=t')).toBe('cc');
    expect(expectedHash(HASHES, 'http://x/hls/u/abc-480-fragmented.mp4', 'bytes=0-10')).toBeUndefined();
    expect(expectedHash(HASHES, 'http://x/hls/u/other.m4s')).toBeUndefined();
  });

  it('computes SHA-256 like Node, with the browser crypto and with its own fallback (plain HTTP pages)', async () => {
    for (const text of ['', 'abc', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(1000)]) {
      const data = bytes(text);
      expect(await sha256Hex(data)).toBe(hex(data));
      expect(Buffer.from(sha256(new Uint8Array(data))).toString('hex')).toBe(hex(data));
    }
  });

  it('accepts a segment whose bytes match and refuses a tampered one (one byte changed)', async () => {
    const segment = bytes('segment bytes '.repeat(100));
    const loadHashes = vi.fn(async () => ({ 'v-240-fragmented.mp4': { '0-1399': hex(segment) } }));
    const validate = createSegmentValidator({ loadHashes });
    const url = 'http://x/hls/u/v-240-fragmented.mp4';
    await expect(validate({ url, range: 'bytes=0-1399', data: segment })).resolves.toBeUndefined();
    const tampered = new Uint8Array(segment.slice(0));
    tampered[700] ^= 0xff;
    await expect(validate({ url, range: 'bytes=0-1399', data: tampered.buffer })).rejects.toThrow(/does not match/);
    await expect(validate({ url, range: 'bytes=0-1399' })).rejects.toThrow(/does not match/);
    expect(loadHashes).toHaveBeenCalledTimes(1);
  });

  it('reads the hashes again for a segment not listed yet (a live grows), then gives up', async () => {
    const data = bytes('new');
    const loadHashes = vi
      .fn<() => Promise<SegmentHashes>>()
      .mockResolvedValueOnce({})
      .mockResolvedValueOnce({ 'live-9.m4s': hex(data) });
    const validate = createSegmentValidator({ loadHashes, waitMs: 1 });
    await expect(validate({ url: 'http://x/live-9.m4s', data })).resolves.toBeUndefined();
    expect(loadHashes).toHaveBeenCalledTimes(2);
    const never = createSegmentValidator({ loadHashes: async () => ({}), retries: 2, waitMs: 1 });
    await expect(never({ url: 'http://x/gone.m4s', data })).rejects.toThrow(/not in the hashes file/);
  });
});

describe('P2P settings and sources', () => {
  it("uses PeerTube 7's VOD priorities and one HTTP download at a time; small-latency lives go without P2P", async () => {
    const { engineSettings } = await import('../../../src/lib/player/p2p');
    const source = {
      playlistUrl: 'http://x/master.m3u8',
      segmentsSha256Url: 'http://x/sha.json',
      trackerUrls: ['http://x/tracker/announce', 'ws://x/tracker/socket'],
      stunServers: ['stun:stun.example'],
    };
    const vod = engineSettings(
      source,
      async () => {},
      (s) => s.url,
    );
    expect(vod.loader).toMatchObject({
      trackerAnnounce: ['ws://x/tracker/socket'],
      rtcConfig: { iceServers: [{ urls: 'stun:stun.example' }] },
      simultaneousHttpDownloads: 1,
      requiredSegmentsPriority: 3,
      httpDownloadMaxPriority: 9,
      httpDownloadProbability: 0.06,
      p2pDownloadMaxPriority: 50,
      useP2P: true,
    });
    expect(vod.segments).toMatchObject({ swarmId: 'http://x/master.m3u8' });
    expect(
      engineSettings(
        { ...source, isLive: true, latencyMode: 3 },
        async () => {},
        (s) => s.url,
      ).loader,
    ).toMatchObject({
      useP2P: false,
      requiredSegmentsPriority: 10,
    });
  });

  it('asks the origin or a redundancy at random, and drops a redundancy that failed', () => {
    const values = [0, 0.99];
    const redundancy = createRedundancy(['https://mirror.example/hls/u/'], () => values.shift() ?? 0.99);
    expect(redundancy.url('https://origin.example/hls/u/seg-1.m4s')).toBe('https://mirror.example/hls/u/seg-1.m4s');
    expect(redundancy.url('https://origin.example/hls/u/seg-1.m4s')).toBe('https://origin.example/hls/u/seg-1.m4s');
    redundancy.drop('https://mirror.example/hls/u/seg-1.m4s');
    expect(redundancy.count()).toBe(0);
  });

  it('keeps only the trackers a browser can reach (websockets)', () => {
    expect(browserTrackers(['http://h/tracker/announce', 'wss://h/tracker/socket'])).toEqual([
      'wss://h/tracker/socket',
    ]);
  });
});

describe('plugins and the P2P loader', () => {
  it("gives the engine settings to PeerTube's filter:internal.player.p2p-media-loader.options.result, and uses its answer", async () => {
    const { startP2P } = await import('../../../src/lib/player/p2p');
    const source = {
      playlistUrl: 'http://x/hls/u/master.m3u8',
      segmentsSha256Url: 'http://x/hls/u/segments-sha256.json',
      trackerUrls: ['ws://x/tracker/socket'],
      isLive: false,
    };
    made.length = 0;
    const filterSettings = vi.fn(async (settings: { loader: Record<string, unknown>; segments: unknown }) => ({
      ...settings,
      loader: { ...settings.loader, simultaneousHttpDownloads: 3 },
    }));
    await startP2P(source, { filterSettings: filterSettings as never });
    expect(filterSettings).toHaveBeenCalledWith(
      expect.objectContaining({
        loader: expect.objectContaining({ simultaneousHttpDownloads: 1, trackerAnnounce: ['ws://x/tracker/socket'] }),
        segments: expect.objectContaining({ swarmId: source.playlistUrl }),
      }),
    );
    expect(made).toEqual([
      expect.objectContaining({ loader: expect.objectContaining({ simultaneousHttpDownloads: 3 }) }),
    ]);
    // Without plugins, the engine gets the settings as made.
    await startP2P(source);
    expect(made[1]).toEqual(
      expect.objectContaining({ loader: expect.objectContaining({ simultaneousHttpDownloads: 1 }) }),
    );
  });
});
