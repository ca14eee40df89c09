// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { decoratePlaylistLink, decorateVideoLink, embedCode, shortTime } from '../../../src/lib/share-links';
import { defaultShareOptions, shareLinks } from '../../../src/stores/dialogs/share';

const video = {
  uuid: '9c9de5e8-0a1e-484a-b099-e80766180a6d',
  shortUUID: 'kkGMgK9ZtnKfYAgnEtQxbv',
  name: 'A "quoted" <video>',
  duration: 300,
  aspectRatio: 1.7778,
};
const playlist = { uuid: 'f7c8c9d2-7f7b-4a8e-9a57-000000000001', shortUUID: 'pl1', displayName: 'Mix' };

describe('PeerTube share links', () => {
  it('writes times as PeerTube does', () => {
    expect(shortTime(0)).toBe('0s');
    expect(shortTime(42)).toBe('42s');
    expect(shortTime(90)).toBe('1m30s');
    expect(shortTime(3723.9)).toBe('1h2m3s');
    expect(shortTime(3600)).toBe('1h');
  });

  it("leaves defaults out and writes the rest in PeerTube's order", () => {
    expect(decorateVideoLink('https://x/w/a')).toBe('https://x/w/a');
    expect(
      decorateVideoLink('https://x/videos/embed/a', {
        startTime: 90,
        autoplay: true,
        muted: true,
        title: false,
        warningTitle: false,
        controls: false,
        peertubeLink: false,
        p2p: false,
        loop: true,
      }),
    ).toBe(
      'https://x/videos/embed/a?start=1m30s&loop=1&autoplay=1&muted=1&title=0&warningTitle=0&controls=0&peertubeLink=0&p2p=0',
    );
    expect(decoratePlaylistLink('https://x/w/p/pl1', 3)).toBe('https://x/w/p/pl1?playlistPosition=3');
  });

  it("builds PeerTube's iframe, escaping the title, and the responsive box at the video's ratio", () => {
    const code = embedCode({ embedUrl: 'https://x/videos/embed/a?muted=1&autoplay=1', title: video.name });
    expect(code).toBe(
      '<iframe title="A &quot;quoted&quot; &lt;video&gt;" width="560" height="315" src="https://x/videos/embed/a?muted=1&amp;autoplay=1" frameborder="0" allowfullscreen="" sandbox="allow-same-origin allow-scripts allow-popups allow-forms"></iframe>',
    );
    const frame = new DOMParser().parseFromString(code, 'text/html').querySelector('iframe')!;
    expect(frame.src).toBe('https://x/videos/embed/a?muted=1&autoplay=1');
    expect(embedCode({ embedUrl: 'https://x/e', title: 't', responsive: true, aspectRatio: 1 })).toMatch(
      /^<div style="position: relative; padding-top: 100.00%;"><iframe title="t" width="100%" height="100%"/,
    );
  });
});

describe('share dialog links', () => {
  it('starts at the player position only when asked, and says when the time cannot be read', () => {
    const target = { video, currentTime: 83.4 };
    const options = defaultShareOptions(target, true);
    expect(options.startAtText).toBe('1:23');
    expect(shareLinks(target, options, 'https://site', true).videoUrl).toBe('https://site/w/kkGMgK9ZtnKfYAgnEtQxbv');
    expect(shareLinks(target, { ...options, startAt: true }, 'https://site', true).videoUrl).toBe(
      'https://site/w/kkGMgK9ZtnKfYAgnEtQxbv?start=1m23s',
    );
    expect(
      shareLinks(target, { ...options, startAt: true, startAtText: 'soon' }, 'https://site', true).startError,
    ).toBe('unreadable');
    expect(
      shareLinks(target, { ...options, startAt: true, startAtText: '10:00' }, 'https://site', true).startError,
    ).toBe('after-end');
  });

  it('writes p2p only against the instance default, and plays the playlist at this video when asked', () => {
    const target = { video, playlist, playlistPosition: 4 };
    const options = defaultShareOptions(target, true);
    const links = shareLinks(
      target,
      { ...options, p2p: false, autoplay: true, muted: true, atPosition: true },
      'https://site',
      true,
    );
    expect(links.videoEmbedUrl).toBe(`https://site/videos/embed/${video.uuid}?autoplay=1&muted=1&p2p=0`);
    expect(links.playlistUrl).toBe('https://site/w/p/pl1?playlistPosition=4');
    expect(links.playlistEmbedUrl).toBe(`https://site/video-playlists/embed/${playlist.uuid}?playlistPosition=4`);
    expect(shareLinks(target, options, 'https://site', false).videoEmbedUrl).toBe(
      `https://site/videos/embed/${video.uuid}?p2p=1`,
    );
  });

  it('stops at a time, turns a subtitle on and links a remote video to its own instance, only when asked', () => {
    const remote = { ...video, isLocal: false, url: 'https://origin.example/videos/watch/abc' };
    const target = { video: remote };
    const options = defaultShareOptions(target, true, [
      { id: 'fr', label: 'French' },
      { id: 'en', label: 'English' },
    ]);
    expect(options.stopAtText).toBe('5:00');
    expect(options.subtitleLanguage).toBe('fr');
    expect(shareLinks(target, options, 'https://site', true).videoUrl).toBe('https://site/w/kkGMgK9ZtnKfYAgnEtQxbv');
    const asked = {
      ...options,
      startAt: true,
      startAtText: '0:10',
      stopAt: true,
      stopAtText: '1:30',
      subtitle: true,
      subtitleLanguage: 'en',
    };
    const links = shareLinks(target, asked, 'https://site', true);
    expect(links.videoUrl).toBe('https://site/w/kkGMgK9ZtnKfYAgnEtQxbv?start=10s&stop=1m30s&subtitle=en');
    expect(links.videoEmbedUrl).toBe(`https://site/videos/embed/${video.uuid}?start=10s&stop=1m30s&subtitle=en`);
    expect(shareLinks(target, { ...asked, originUrl: true }, 'https://site', true).videoUrl).toBe(
      'https://origin.example/videos/watch/abc?start=10s&stop=1m30s&subtitle=en',
    );
    // Local videos have no origin elsewhere: the option changes nothing.
    expect(shareLinks({ video }, { ...options, originUrl: true }, 'https://site', true).videoUrl).toBe(
      'https://site/w/kkGMgK9ZtnKfYAgnEtQxbv',
    );
    expect(shareLinks(target, { ...options, stopAt: true, stopAtText: 'later' }, 'https://site', true).stopError).toBe(
      'unreadable',
    );
    expect(shareLinks(target, { ...options, stopAt: true, stopAtText: '9:00' }, 'https://site', true).stopError).toBe(
      'after-end',
    );
  });
});
