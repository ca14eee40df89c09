import { describe, expect, it } from 'vitest';
import { downloadCaptions, downloadFiles, needsFileToken, withFileToken } from '../../../src/stores/dialogs/download';
import { privateFileUrl } from '../../../src/lib/file-token';

describe('download choices', () => {
  it("lists web video files and the HLS playlist's files, highest first, with sizes; files without a URL are left out", () => {
    const video = {
      files: [
        {
          resolution: { id: 240, label: '240p' },
          size: 1000,
          fileDownloadUrl: 'https://i/download/web-videos/u-240.mp4',
        },
        {
          resolution: { id: 720, label: '720p' },
          size: 5000,
          fps: 60,
          fileDownloadUrl: 'https://i/download/web-videos/u-720.mp4',
        },
        { resolution: { id: 0, label: 'Audio' }, size: 10 },
      ],
      streamingPlaylists: [
        {
          type: 1 as const,
          files: [
            {
              resolution: { id: 480, label: '480p' },
              size: 3000,
              fileDownloadUrl: 'https://i/download/streaming-playlists/hls/videos/u-480-fragmented.mp4',
            },
          ],
        },
      ],
    };
    const { web, hls } = downloadFiles(video);
    expect(web.map((f) => [f.label, f.size, f.fps])).toEqual([
      ['720p', 5000, 60],
      ['240p', 1000, undefined],
    ]);
    expect(hls).toEqual([
      {
        resolution: 480,
        label: '480p',
        size: 3000,
        fps: undefined,
        url: 'https://i/download/streaming-playlists/hls/videos/u-480-fragmented.mp4',
      },
    ]);
    expect(downloadFiles({})).toEqual({ web: [], hls: [] });
  });

  it('lists caption files by language with their WebVTT URL', () => {
    const captions = downloadCaptions([
      { language: { id: 'fr', label: 'French' }, fileUrl: 'https://i/lazy-static/video-captions/fr.vtt' },
      {
        language: { id: 'en', label: 'English' },
        fileUrl: 'https://i/lazy-static/video-captions/en.vtt',
        automaticallyGenerated: true,
      },
    ]);
    expect(captions).toEqual([
      { language: 'en', label: 'English', url: 'https://i/lazy-static/video-captions/en.vtt', automatic: true },
      { language: 'fr', label: 'French', url: 'https://i/lazy-static/video-captions/fr.vtt', automatic: false },
    ]);
  });

  it('asks for a file token for private, internal and password-protected videos only, and adds it as PeerTube does', () => {
    expect([1, 2, 3, 4, 5].map((id) => needsFileToken({ privacy: { id } as never }))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(needsFileToken({})).toBe(false);
    expect(withFileToken('https://i/download/web-videos/a-480.mp4', 'tok-1')).toBe(
      'https://i/download/web-videos/a-480.mp4?videoFileToken=tok-1',
    );
    expect(withFileToken('https://i/download/videos/generate/a?videoFileIds=3', 'tok-1')).toBe(
      'https://i/download/videos/generate/a?videoFileIds=3&videoFileToken=tok-1',
    );
    expect(withFileToken('https://i/f.mp4', undefined)).toBe('https://i/f.mp4');
    // The player signs only what lies under PeerTube's private paths, once.
    expect(privateFileUrl('https://i/static/streaming-playlists/hls/private/u/1-480.m3u8', 't')).toBe(
      'https://i/static/streaming-playlists/hls/private/u/1-480.m3u8?videoFileToken=t',
    );
    expect(privateFileUrl('https://i/static/streaming-playlists/hls/u/1-480.m3u8', 't')).toBe(
      'https://i/static/streaming-playlists/hls/u/1-480.m3u8',
    );
    expect(privateFileUrl('https://i/static/web-videos/private/u.mp4?videoFileToken=t', 't')).toBe(
      'https://i/static/web-videos/private/u.mp4?videoFileToken=t',
    );
  });
});
