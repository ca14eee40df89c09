import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { rememberVideoPassword, videoPasswordFor } from '../../../src/api/video-password';
import { createApi } from '../../../src/api/client';
import { watchProblem } from '../../../src/stores/watch/watch-problem';

describe('password-protected videos', () => {
  it("asks for the password on PeerTube's codes, and says when the one given was wrong", () => {
    expect(watchProblem(new ApiError({ kind: 'http', status: 403, code: 'video_requires_password' }))).toBe('password');
    expect(watchProblem(new ApiError({ kind: 'http', status: 403, code: 'incorrect_video_password' }))).toBe(
      'password',
    );
    expect(
      watchProblem(
        new ApiError({
          kind: 'http',
          status: 403,
          detail: 'Cannot fetch information of private/internal/blocked video',
        }),
      ),
    ).toBe('private');
  });

  it('sends the password with every request about that video under any of its ids, and with no other', async () => {
    rememberVideoPassword([12, 'uuid-12', 'short12', undefined], 'open sesame');
    expect(videoPasswordFor('/api/v1/videos/short12/captions')).toBe('open sesame');
    expect(videoPasswordFor('/api/v1/videos/12')).toBe('open sesame');
    expect(videoPasswordFor('/api/v1/videos/13/comment-threads')).toBeNull();
    const sent: Array<string | null> = [];
    const api = createApi({
      baseUrl: () => '',
      language: () => 'en',
      accessToken: () => null,
      refresh: async () => {},
      onUnauthorized: () => {},
      videoPassword: videoPasswordFor,
      fetch: async (_url, init) => {
        sent.push(new Headers(init?.headers).get('x-peertube-video-password'));
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    await api.get('/api/v1/videos/uuid-12/chapters');
    await api.get('/api/v1/videos/99');
    expect(sent).toEqual(['open sesame', null]);
  });
});
