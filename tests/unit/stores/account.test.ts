// @vitest-environment jsdom
// The account stores' own rules: password checks, handles and hosts as people paste them, feed URLs, 2FA codes,
// the crop box kept inside the picture.
import { describe, expect, it } from 'vitest';
import { passwordProblems, preferencesOf } from '../../../src/stores/account-settings/account-settings';
import { accountHandle, cleanHandle, cleanHost } from '../../../src/stores/account-settings/blocklist';
import { subscriptionFeeds } from '../../../src/stores/account-settings/applications';
import { cleanCode } from '../../../src/stores/account-settings/two-factor';
import { clampArea } from '../../../src/lib/crop';

describe('password change rules', () => {
  it('needs the current password, 6+ characters and the same new password twice', () => {
    expect(passwordProblems({ currentPassword: '', password: 'abc', confirmPassword: 'abd' })).toEqual({
      currentPassword: 'This field is required.',
      password: 'At least 6 characters.',
      confirmPassword: 'The two new passwords are different.',
    });
    expect(
      Object.values(passwordProblems({ currentPassword: 'old', password: 'abcdef', confirmPassword: 'abcdef' })).filter(
        Boolean,
      ),
    ).toEqual([]);
  });
});

describe('video preferences of a user', () => {
  it('fills PeerTube defaults and drops a null language list to "all languages"', () => {
    expect(preferencesOf({ username: 'a', videoLanguages: null } as never)).toEqual({
      nsfwPolicy: 'do_not_list',
      videoLanguages: [],
      autoPlayVideo: true,
      autoPlayNextVideo: false,
      p2pEnabled: true,
      videosHistoryEnabled: true,
    });
  });
});

describe('blocklist input', () => {
  it('takes handles with or without @ and hosts from URLs', () => {
    expect(cleanHandle(' @alice@video.example.org ')).toBe('alice@video.example.org');
    expect(cleanHost('https://Video.Example.org/w/abc')).toBe('video.example.org');
    expect(cleanHost('video.example.org/videos')).toBe('video.example.org');
    expect(accountHandle({ id: 1, name: 'maker', host: 'localhost:9000', displayName: 'Maker' })).toBe(
      'maker@localhost:9000',
    );
  });
});

describe('feed URLs', () => {
  it('carry the account id and the token, in three formats', () => {
    expect(subscriptionFeeds('https://v.example/', 7, 'a b').map((f) => f.url)).toEqual([
      'https://v.example/feeds/subscriptions.xml?accountId=7&token=a%20b',
      'https://v.example/feeds/subscriptions.atom?accountId=7&token=a%20b',
      'https://v.example/feeds/subscriptions.json?accountId=7&token=a%20b',
    ]);
  });
});

describe('two-factor code and crop box', () => {
  it('drops the spaces apps show in codes', () => expect(cleanCode(' 123 456 ')).toBe('123456'));
  it('keeps the crop box inside the image', () => {
    expect(clampArea({ x: -3.4, y: 10.6, width: 120, height: 120 }, 100, 100)).toEqual({
      x: 0,
      y: 11,
      width: 100,
      height: 89,
    });
  });
});

describe('save to playlist', () => {
  it('reads times as seconds and puts Watch later first', async () => {
    const { orderPlaylists, newPlaylistNameError } = await import('../../../src/stores/dialogs/save-to-playlist');
    const { parseTimestamp } = await import('../../../src/lib/time-syntax');
    expect([
      parseTimestamp(''),
      parseTimestamp('90'),
      parseTimestamp('1:30'),
      parseTimestamp('1:02:03'),
      parseTimestamp('1m5s'),
      parseTimestamp('abc'),
    ]).toEqual([undefined, 90, 90, 3723, 65, NaN]);
    const ordered = orderPlaylists([
      { id: 1, displayName: 'Trips', type: { id: 1 }, privacy: { id: 3 } },
      { id: 2, displayName: 'Watch later', type: { id: 2 }, privacy: { id: 3 } },
    ] as never);
    expect(ordered.map((p) => p.id)).toEqual([2, 1]);
    expect(newPlaylistNameError(' trips ', ordered)).toBe('You already have a playlist with this name.');
    expect(newPlaylistNameError('', ordered)).toBe('This field is required.');
    expect(newPlaylistNameError('Music', ordered)).toBe('');
  });
});

describe('subscribing by handle', () => {
  it('takes @name@host, name@host and channel URLs', async () => {
    const { handleFromInput, channelHandle } = await import('../../../src/stores/library/my-subscriptions');
    expect(handleFromInput(' @music@v.example ')).toBe('music@v.example');
    expect(handleFromInput('https://v.example/c/music/videos')).toBe('music@v.example');
    expect(handleFromInput('https://v.example/video-channels/music@other.example')).toBe('music@other.example');
    expect(handleFromInput('@music', 'here.example')).toBe('music@here.example');
    expect(channelHandle({ name: 'music', host: 'v.example' })).toBe('music@v.example');
  });
});

describe('report form', () => {
  it('needs a reason and times inside the video, end after start; builds the body per target', async () => {
    const { reportProblems, reportBody } = await import('../../../src/stores/dialogs/report');
    const values = { reason: '', predefinedReasons: [], startAt: '1:00', endAt: '0:30' };
    expect(reportProblems(values, { kind: 'video', duration: 600 })).toEqual({
      reason: 'This field is required.',
      startAt: '',
      endAt: 'The end must come after the start.',
    });
    expect(reportProblems({ ...values, endAt: '20:00' }, { kind: 'video', duration: 600 }).endAt).toBe(
      'Use a time inside the video, like 1:30.',
    );
    expect(reportProblems(values, { kind: 'comment' })).toMatchObject({ startAt: '', endAt: '' });
    expect(
      reportBody(
        { kind: 'video', id: 7, name: 'v' },
        { reason: ' Spam ', predefinedReasons: ['spamOrMisleading'], startAt: '5', endAt: '' },
      ),
    ).toEqual({ reason: 'Spam', predefinedReasons: ['spamOrMisleading'], video: { id: 7, startAt: 5 } });
    expect(
      reportBody(
        { kind: 'account', id: 3, name: 'a' },
        { reason: 'Fake', predefinedReasons: [], startAt: '', endAt: '' },
      ),
    ).toEqual({ reason: 'Fake', account: { id: 3 } });
  });
});

describe('playlist reorder', () => {
  it("turns a move into PeerTube's reorder parameters and renumbers positions", async () => {
    const { reorderParams, moved } = await import('../../../src/stores/playlist/playlist-edit');
    expect(reorderParams(2, 0)).toEqual({ startPosition: 3, insertAfterPosition: 0 });
    expect(reorderParams(0, 2)).toEqual({ startPosition: 1, insertAfterPosition: 3 });
    expect(reorderParams(3, 2)).toEqual({ startPosition: 4, insertAfterPosition: 2 });
    const list = [
      { position: 1, id: 'a' },
      { position: 2, id: 'b' },
      { position: 3, id: 'c' },
    ];
    expect(moved(list, 0, 2)).toEqual([
      { position: 1, id: 'b' },
      { position: 2, id: 'c' },
      { position: 3, id: 'a' },
    ]);
  });
});
