// @vitest-environment jsdom
// Who plays what, and how: P2P per the person's and the instance's choices and the video; the sensitive-content gate
// per policy; processing states; the embed's parameters.
import { beforeEach, describe, expect, it } from 'vitest';
import { $config } from '../../../src/stores/instance/config';
import { $tokens } from '../../../src/stores/session/session';
import { $me } from '../../../src/stores/session/user';
import { $anonymousSettings, updateAnonymousSettings } from '../../../src/stores/settings/anonymous-settings';
import { $p2pChoice, p2pSource } from '../../../src/stores/player/p2p';
import { hasMedia, processingOf, sensitiveGate } from '../../../src/stores/watch/watch-gates';
import { embedOptions } from '../../../src/lib/embed-params';

const config = (p2p: boolean, tracker = true) =>
  ({
    status: 'ready',
    data: { defaults: { p2p: { webapp: { enabled: p2p }, embed: { enabled: p2p } } }, tracker: { enabled: tracker } },
  }) as never;

const VIDEO = {
  isLocal: true,
  privacy: { id: 1 as const },
  trackerUrls: ['http://h/tracker/announce', 'ws://h/tracker/socket'],
  streamingPlaylists: [
    {
      playlistUrl: 'http://h/static/streaming-playlists/hls/u/master.m3u8',
      segmentsSha256Url: 'http://h/static/streaming-playlists/hls/u/sha.json',
      redundancies: [{ baseUrl: 'https://mirror/hls/u/' }],
    },
  ],
};

describe('P2P', () => {
  beforeEach(() => {
    localStorage.clear();
    $anonymousSettings.set({ ...$anonymousSettings.get(), p2pEnabled: null });
    $tokens.set(null);
    $me.set({ status: 'idle' });
  });

  it("follows a visitor's choice, else the instance's default for its pages", () => {
    $config.set(config(false));
    expect($p2pChoice.get()).toBe(false);
    $config.set(config(true));
    expect($p2pChoice.get()).toBe(true);
    updateAnonymousSettings({ p2pEnabled: false });
    expect($p2pChoice.get()).toBe(false);
  });

  it("follows an account's own setting", () => {
    $config.set(config(true));
    $tokens.set({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 60_000 } as never);
    $me.set({ status: 'ready', data: { username: 'u', p2pEnabled: false } });
    expect($p2pChoice.get()).toBe(false);
  });

  it('shares an HLS playlist with published hashes over the websocket tracker; never otherwise', () => {
    $config.set(config(true));
    expect(p2pSource(VIDEO, { choice: true, webRtc: true })).toEqual({
      playlistUrl: VIDEO.streamingPlaylists[0].playlistUrl,
      segmentsSha256Url: VIDEO.streamingPlaylists[0].segmentsSha256Url,
      redundancyBaseUrls: ['https://mirror/hls/u/'],
      trackerUrls: VIDEO.trackerUrls,
      stunServers: [],
      isLive: false,
    });
    expect(p2pSource(VIDEO, { choice: false, webRtc: true })).toBeNull();
    expect(p2pSource(VIDEO, { choice: true, webRtc: false })).toBeNull();
    const noHashes = { ...VIDEO, streamingPlaylists: [{ playlistUrl: 'http://h/m.m3u8' }] };
    expect(p2pSource(noHashes, { choice: true, webRtc: true })).toBeNull();
    expect(p2pSource({ ...VIDEO, privacy: { id: 3 as const } }, { choice: true, webRtc: true })).toBeNull();
    $config.set(config(true, false));
    expect(p2pSource(VIDEO, { choice: true, webRtc: true })).toBeNull();
    expect(p2pSource({ ...VIDEO, isLocal: false }, { choice: true, webRtc: true })).not.toBeNull();
  });
});

describe('gates', () => {
  it('holds a sensitive video back unless the policy is "display": blurred, or only a warning', () => {
    expect(sensitiveGate({ nsfw: true }, 'blur')).toBe('blur');
    expect(sensitiveGate({ nsfw: true }, 'do_not_list')).toBe('blur');
    expect(sensitiveGate({ nsfw: true }, 'warn')).toBe('warn');
    expect(sensitiveGate({ nsfw: true }, null)).toBe('blur');
    expect(sensitiveGate({ nsfw: true }, 'display')).toBeNull();
    expect(sensitiveGate({ nsfw: false }, 'blur')).toBeNull();
  });

  it("names PeerTube's processing states, and knows when there is something to play", () => {
    expect(processingOf({ state: { id: 2, label: 'To transcode' } })).toBe('transcoding');
    expect(processingOf({ state: { id: 3, label: 'To import' } })).toBe('importing');
    expect(processingOf({ state: { id: 7, label: 'Transcoding failed' } })).toBe('failed');
    expect(processingOf({ state: { id: 1, label: 'Published' } })).toBeNull();
    expect(processingOf({ state: { id: 4, label: 'Waiting for live' } })).toBeNull();
    expect(hasMedia({ streamingPlaylists: [], files: [] })).toBe(false);
    expect(hasMedia({ streamingPlaylists: [{ playlistUrl: 'x' }] })).toBe(true);
  });
});

describe('embed parameters of the player', () => {
  it('reads p2p (else the instance default), controlBar and playbackRate', () => {
    expect(embedOptions('')).toMatchObject({ p2p: undefined, controlBar: true, playbackRate: undefined });
    expect(embedOptions('?p2p=0&controlBar=0&playbackRate=1.5&warningTitle=0')).toMatchObject({
      p2p: false,
      controlBar: false,
      playbackRate: 1.5,
      warningTitle: false,
    });
    expect(embedOptions('?p2p=1&playbackRate=fast')).toMatchObject({ p2p: true, playbackRate: undefined });
  });
});
