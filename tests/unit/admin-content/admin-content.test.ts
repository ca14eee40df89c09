// @vitest-environment jsdom
// Content moderation's own rules: the admin video list's query from its URL filters, which actions a viewer gets on
// a video, the comment list's query, watched-words checks, and the blocklist endpoints of each scope.
import { describe, expect, it, vi } from 'vitest';
import type { AdminVideo } from '../../../src/api/admin-content';
import { listMutedAccounts, muteServer, unmuteAccount } from '../../../src/api/blocklist';
import { adminCommentQuery, authorHandle, NO_COMMENT_FILTERS } from '../../../src/stores/admin-content/admin-comments';
import {
  adminVideoQuery,
  NO_VIDEO_FILTERS,
  transcodingOn,
  videoActions,
} from '../../../src/stores/admin-content/admin-videos';
import { splitWords, wordsError } from '../../../src/stores/admin-content/admin-watched-words';

const admin = { role: { id: 0 } } as never;
const moderator = { role: { id: 1 } } as never;
const user = { role: { id: 2 } } as never;
const files = [{ id: 1 }];
const video = (over: Partial<AdminVideo> = {}): AdminVideo => ({
  id: 1,
  uuid: 'u',
  name: 'v',
  isLocal: true,
  isLive: false,
  state: { id: 1 },
  files,
  streamingPlaylists: [{ type: 1, files }],
  ...over,
});

describe('admin video query', () => {
  it("asks for everything PeerTube's admin list asks for by default", () => {
    expect(adminVideoQuery(0, 25, '-publishedAt', NO_VIDEO_FILTERS)).toEqual({
      start: 0,
      count: 25,
      sort: '-publishedAt',
      include: 1 | 2 | 4 | 8 | 32 | 64,
      privacyOneOf: [1, 2, 3, 4, 5],
      nsfw: 'both',
      isLocal: undefined,
      isLive: undefined,
    });
  });

  it('turns URL filters into PeerTube parameters', () => {
    const q = adminVideoQuery(25, 25, 'name', {
      ...NO_VIDEO_FILTERS,
      scope: 'local',
      type: 'live',
      privacy: 'notPublic',
      nsfw: 'true',
      blocked: 'hide',
      unpublished: 'hide',
      muted: 'hide',
      autoTag: 'spam',
      search: ' cats ',
    });
    expect(q).toMatchObject({
      isLocal: true,
      isLive: true,
      privacyOneOf: [2, 3, 4, 5],
      nsfw: 'true',
      include: 8 | 32 | 64,
      autoTagOneOf: ['spam'],
      search: 'cats',
    });
    expect(adminVideoQuery(0, 1, '', { ...NO_VIDEO_FILTERS, scope: 'remote', privacy: '3' })).toMatchObject({
      isLocal: false,
      privacyOneOf: [3],
    });
    // File filters are about local files: they set isLocal too.
    expect(adminVideoQuery(0, 1, '', { ...NO_VIDEO_FILTERS, scope: 'remote', files: 'noHls' })).toMatchObject({
      hasHLSFiles: false,
      isLocal: true,
    });
    expect(adminVideoQuery(0, 1, '', { ...NO_VIDEO_FILTERS, files: 'web' })).toMatchObject({
      hasWebVideoFiles: true,
      isLocal: true,
    });
  });
});

describe('video actions', () => {
  it("follows the viewer's rights, the video and whether the instance transcodes", () => {
    expect(videoActions(admin, video(), true)).toEqual({
      block: true,
      unblock: false,
      remove: true,
      transcode: true,
      removeFiles: true,
    });
    // Moderators have no transcoding or file rights.
    expect(videoActions(moderator, video(), true)).toEqual({
      block: true,
      unblock: false,
      remove: true,
      transcode: false,
      removeFiles: false,
    });
    expect(Object.values(videoActions(user, video(), true)).some(Boolean)).toBe(false);
    expect(videoActions(admin, video({ blacklisted: true }), true)).toMatchObject({ block: false, unblock: true });
    expect(videoActions(admin, video(), false).transcode).toBe(false);
    // Remote videos are not this instance's to delete or transcode; a live has no files to transcode.
    expect(videoActions(admin, video({ isLocal: false }), true)).toMatchObject({
      block: true,
      remove: false,
      transcode: false,
      removeFiles: false,
    });
    expect(videoActions(admin, video({ isLive: true }), true).transcode).toBe(false);
    // Files go only while both kinds exist and nothing is transcoding.
    expect(videoActions(admin, video({ files: [] }), true).removeFiles).toBe(false);
    expect(videoActions(admin, video({ state: { id: 2 } }), true).removeFiles).toBe(false);
    expect(videoActions(admin, video({ state: { id: 3 } }), true).transcode).toBe(false);
  });

  it('reads "transcoding on" from the public config', () => {
    expect(transcodingOn({ transcoding: { hls: { enabled: true }, web_videos: { enabled: false } } })).toBe(true);
    expect(transcodingOn({ transcoding: { hls: { enabled: false }, web_videos: { enabled: false } } })).toBe(false);
    expect(transcodingOn(undefined)).toBe(false);
  });
});

describe('admin comments', () => {
  it('sends only the filters that are set', () => {
    expect(adminCommentQuery(0, 25, '-createdAt', NO_COMMENT_FILTERS)).toEqual({
      start: 0,
      count: 25,
      sort: '-createdAt',
    });
    expect(
      adminCommentQuery(0, 25, 'createdAt', {
        search: 'x',
        account: ' bob ',
        video: 'cats',
        origin: 'remote',
        localVideo: 'true',
        autoTag: 'spam',
      }),
    ).toEqual({
      start: 0,
      count: 25,
      sort: 'createdAt',
      search: 'x',
      searchAccount: 'bob',
      searchVideo: 'cats',
      isLocal: false,
      onLocalVideo: true,
      autoTagOneOf: ['spam'],
    });
  });

  it('names an author by name@host', () => {
    expect(authorHandle({ id: 1, text: '', account: { name: 'bob', host: 'video.example.org' } })).toBe(
      'bob@video.example.org',
    );
    expect(authorHandle({ id: 1, text: '' })).toBe('');
  });
});

describe('watched words', () => {
  it("splits one word a line and checks PeerTube's limits", () => {
    expect(splitWords(' scam \n\n crypto giveaway\n')).toEqual(['scam', 'crypto giveaway']);
    expect(wordsError('')).toBe('Enter at least one word.');
    expect(wordsError('a\na')).toBe('"a" is there twice.');
    expect(wordsError('x'.repeat(101))).toMatch(/longer than 100 characters/);
    expect(wordsError(Array.from({ length: 501 }, (_, i) => `w${i}`).join('\n'))).toMatch(/At most 500 words/);
    expect(wordsError('scam\nfree money')).toBe('');
  });
});

describe('blocklist scopes', () => {
  it("the person's own endpoints by default, the instance's with the server scope", async () => {
    const api = {
      get: vi.fn(async () => ({ total: 0, data: [] })),
      post: vi.fn(async () => undefined),
      del: vi.fn(async () => undefined),
    };
    await listMutedAccounts(api as never, { start: 0, count: 10 });
    await listMutedAccounts(api as never, { start: 0, count: 10 }, 'server');
    await muteServer(api as never, 'spam.example', 'server');
    await unmuteAccount(api as never, 'bob@video.example.org', 'server');
    expect(api.get.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      '/api/v1/users/me/blocklist/accounts',
      '/api/v1/server/blocklist/accounts',
    ]);
    expect((api.post.mock.calls[0] as unknown[])[0]).toBe('/api/v1/server/blocklist/servers');
    expect((api.del.mock.calls[0] as unknown[])[0]).toBe('/api/v1/server/blocklist/accounts/bob%40video.example.org');
  });
});
