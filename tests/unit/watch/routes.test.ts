import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { idFromPath, startFromQuery, threadIdFromUrl, videoIdFromPath } from '../../../src/stores/watch/watch-route';
import { watchProblem } from '../../../src/stores/watch/watch-problem';
import { actorRoute } from '../../../src/stores/channel/actor-page';

describe('watch routes', () => {
  it('reads video and playlist ids, never the prerender placeholder', () => {
    expect(videoIdFromPath('/w/n317JWSZo2dyFYxx1gjekH')).toBe('n317JWSZo2dyFYxx1gjekH');
    expect(videoIdFromPath('/w/abc/')).toBe('abc');
    expect(videoIdFromPath('/w/_/')).toBeNull();
    expect(videoIdFromPath('/w/p/xyz')).toBeNull();
    expect(idFromPath('/w/p/xyz', '/w/p/')).toBe('xyz');
    expect(idFromPath('/p/%E0%A4', '/p/')).toBeNull();
  });

  it('reads the comment thread of a link, in either form, and ignores it in the id', () => {
    expect(threadIdFromUrl('/w/abc', '?threadId=12')).toBe(12);
    expect(threadIdFromUrl('/w/abc;threadId=7', '')).toBe(7);
    expect(videoIdFromPath('/w/abc;threadId=7')).toBe('abc');
    expect(threadIdFromUrl('/w/abc', '?threadId=x')).toBeNull();
    expect(threadIdFromUrl('/w/abc', '')).toBeNull();
  });

  it('reads start times in seconds or 1h2m3s', () => {
    expect(startFromQuery('?start=90')).toBe(90);
    expect(startFromQuery('?start=1m30s')).toBe(90);
    expect(startFromQuery('?t=1h')).toBe(3600);
    expect(startFromQuery('?start=oops')).toBeUndefined();
    expect(startFromQuery('')).toBeUndefined();
  });

  it('reads the handle and tab of channel and account pages', () => {
    expect(actorRoute('/c/maker_music', 'channel')).toEqual({ handle: 'maker_music', tab: 'videos' });
    expect(actorRoute('/c/chan@peer.example/video-playlists', 'channel')).toEqual({
      handle: 'chan@peer.example',
      tab: 'video-playlists',
    });
    expect(actorRoute('/c/x/video-channels', 'channel').tab).toBe('videos');
    expect(actorRoute('/a/maker/video-channels', 'account').tab).toBe('video-channels');
    expect(actorRoute('/a/_/', 'account').handle).toBeNull();
  });
});

describe('watchProblem', () => {
  const http = (status: number, detail?: string) => new ApiError({ kind: 'http', status, detail });
  it('classifies missing, private, blocked and transient failures', () => {
    expect(watchProblem(http(404, 'Video not found'))).toBe('not-found');
    expect(watchProblem(http(403, 'Cannot fetch information of private/internal/blocked video'))).toBe('private');
    expect(watchProblem(http(401, 'Token is invalid'))).toBe('private');
    expect(watchProblem(http(403, 'This video is blocked'))).toBe('blocked');
    expect(watchProblem(http(500))).toBe('unavailable');
    expect(watchProblem(new ApiError({ kind: 'network' }))).toBe('unavailable');
  });
});
