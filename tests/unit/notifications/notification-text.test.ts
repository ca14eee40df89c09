import { describe, expect, it } from 'vitest';
import { describeNotification, fillParts, viewText } from '../../../src/lib/notification-text';
import type { Notification } from '../../../src/api/notifications';

const english = (_key: string, text: string) => text;
const video = {
  id: 1,
  uuid: 'aa577894-bdd6-466f-9abf-d20709c5ef4b',
  shortUUID: 'n317JWSZo2dyFYxx1gjekH',
  name: 'Reference video one',
};
const avatars = [
  { width: 48, path: '/lazy-static/avatars/a-48.png', fileUrl: 'http://localhost:9000/lazy-static/avatars/a-48.png' },
];
const channel = { id: 4, displayName: 'Reference Channel', name: 'reference_channel', host: 'localhost:9000', avatars };
const root = { id: 2, displayName: 'root', name: 'root', host: 'localhost:9000', avatars: [] };
const base = { id: 1, read: false, createdAt: '2026-11-22T06:15:14.400Z' };

const describeIt = (n: Partial<Notification> & { type: number }, canManageAbuses = false) =>
  describeNotification({ ...base, ...n } as Notification, { t: english, canManageAbuses });

/** Every type this client knows, with a payload shaped like PeerTube 7.0's (fixtures) and the line + link expected. */
const CASES: Array<[string, Partial<Notification> & { type: number }, string, string | null]> = [
  [
    'new video from subscription',
    { type: 1, video: { ...video, channel } },
    'Reference Channel published a new video: Reference video one',
    '/w/n317JWSZo2dyFYxx1gjekH',
  ],
  [
    'new comment on my video',
    { type: 2, comment: { id: 1, threadId: 1, account: root, video, heldForReview: false } },
    'root commented your video Reference video one',
    '/w/n317JWSZo2dyFYxx1gjekH?threadId=1',
  ],
  [
    'comment held for review',
    { type: 2, comment: { id: 1, threadId: 1, account: root, video, heldForReview: true } },
    'root commented your video Reference video one. This comment requires your approval.',
    '/my-account/videos/comments?search=heldForReview%3Atrue',
  ],
  [
    'new video abuse',
    { type: 3, abuse: { id: 7, state: 1, video } },
    'A new video abuse has been created on video Reference video one',
    '/admin/moderation/abuses/list?search=%237',
  ],
  [
    'new comment abuse',
    { type: 3, abuse: { id: 7, state: 1, comment: { threadId: 1, video } } },
    'A new comment abuse has been created on video Reference video one',
    '/admin/moderation/abuses/list?search=%237',
  ],
  [
    'new account abuse',
    { type: 3, abuse: { id: 7, state: 1, account: root } },
    'A new account abuse has been created on account root',
    '/admin/moderation/abuses/list?search=%237',
  ],
  [
    'video blocked',
    { type: 4, videoBlacklist: { id: 3, video } },
    'Your video Reference video one has been blocked',
    '/w/n317JWSZo2dyFYxx1gjekH',
  ],
  [
    'video unblocked',
    { type: 5, video: { ...video, channel } },
    'Your video Reference video one has been unblocked',
    '/w/n317JWSZo2dyFYxx1gjekH',
  ],
  [
    'my video published',
    { type: 6, video: { ...video, channel } },
    'Your video Reference video one has been published',
    '/w/n317JWSZo2dyFYxx1gjekH',
  ],
  [
    'import success',
    { type: 7, videoImport: { id: 3, video, targetUrl: 'https://example.org/v.mp4' } },
    'Your video import Reference video one succeeded',
    '/w/n317JWSZo2dyFYxx1gjekH',
  ],
  [
    'import error',
    { type: 8, videoImport: { id: 3, torrentName: 'film.torrent' } },
    'Your video import film.torrent failed',
    '/my-library/video-imports',
  ],
  [
    'new user registration',
    { type: 9, account: { ...root, name: 'newbie', displayName: 'Newbie' } },
    'User newbie registered on your instance',
    '/a/newbie%40localhost%3A9000',
  ],
  [
    'new follow (channel)',
    {
      type: 10,
      actorFollow: {
        id: 1,
        state: 'accepted',
        follower: { ...root, displayName: 'alice', name: 'alice' },
        following: {
          type: 'channel',
          displayName: 'Reference Channel',
          name: 'reference_channel',
          host: 'localhost:9000',
        },
      },
    },
    'alice is following your channel Reference Channel',
    '/a/alice%40localhost%3A9000',
  ],
  [
    'new follow (account)',
    {
      type: 10,
      actorFollow: {
        id: 1,
        state: 'accepted',
        follower: { ...root, displayName: 'alice', name: 'alice' },
        following: { type: 'account', displayName: 'root', name: 'root', host: 'localhost:9000' },
      },
    },
    'alice is following your account',
    '/a/alice%40localhost%3A9000',
  ],
  [
    'comment mention',
    { type: 11, comment: { id: 2, threadId: 1, account: root, video, heldForReview: false } },
    'root mentioned you on video Reference video one',
    '/w/n317JWSZo2dyFYxx1gjekH?threadId=1',
  ],
  [
    'video auto-blocked',
    { type: 12, videoBlacklist: { id: 3, video } },
    'The recently added video Reference video one has been automatically blocked',
    '/admin/moderation/video-blocks/list?search=type%3Aauto',
  ],
  [
    'new instance follower (pending)',
    {
      type: 13,
      actorFollow: {
        id: 1,
        state: 'pending',
        follower: { ...root, host: 'peer.example' },
        following: { type: 'instance', displayName: '', name: '', host: 'localhost:9000' },
      },
    },
    'Your instance has a new follower (peer.example) awaiting your approval',
    '/admin/follows/followers-list',
  ],
  [
    'auto instance following',
    {
      type: 14,
      actorFollow: {
        id: 1,
        state: 'accepted',
        follower: root,
        following: { type: 'instance', displayName: '', name: '', host: 'other.example' },
      },
    },
    'Your instance automatically followed other.example',
    '/admin/follows/following-list',
  ],
  [
    'abuse accepted',
    { type: 15, abuse: { id: 9, state: 3 } },
    'Your abuse #9 has been accepted',
    '/my-account/abuses?search=%239',
  ],
  [
    'abuse rejected',
    { type: 15, abuse: { id: 9, state: 2 } },
    'Your abuse #9 has been rejected',
    '/my-account/abuses?search=%239',
  ],
  [
    'abuse new message',
    { type: 16, abuse: { id: 9, state: 1 } },
    'Abuse #9 has a new message',
    '/my-account/abuses?search=%239',
  ],
  [
    'new plugin version',
    { type: 17, plugin: { name: 'hello-world', type: 1, latestVersion: '2.1.0' } },
    'A new version of the plugin/theme hello-world is available: 2.1.0',
    '/admin/plugins/list-installed?pluginType=1',
  ],
  [
    'new PeerTube version',
    { type: 18, peertube: { latestVersion: '8.2.0' } },
    'A new version of PeerTube is available: 8.2.0',
    'https://joinpeertube.org/news',
  ],
  [
    'studio edition finished',
    { type: 19, video: { ...video, channel } },
    'Edition of your video Reference video one has finished',
    '/w/n317JWSZo2dyFYxx1gjekH',
  ],
  [
    'registration request',
    { type: 20, registration: { id: 1, username: 'dave' } },
    'User dave wants to register on your instance',
    '/admin/moderation/registrations/list',
  ],
  [
    'new live',
    { type: 21, video: { ...video, channel } },
    'Reference Channel is live streaming: Reference video one',
    '/w/n317JWSZo2dyFYxx1gjekH',
  ],
  [
    'live ended',
    { type: 21, video: { ...video, state: { id: 5, label: 'Livestream ended' }, channel } },
    'The live Reference video one of Reference Channel has ended',
    '/w/n317JWSZo2dyFYxx1gjekH',
  ],
  [
    'transcription generated',
    { type: 22, videoCaption: { id: 1, language: { id: 'fr', label: 'French' }, video } },
    'Transcription in French of your video Reference video one has been generated',
    '/w/n317JWSZo2dyFYxx1gjekH',
  ],
];

describe('notification text', () => {
  it.each(CASES)('%s', (_name, n, text, href) => {
    const view = describeIt(n);
    expect(viewText(view)).toBe(text);
    expect(view.href).toBe(href);
    expect(view.known).toBe(true);
  });

  it('puts the actor avatar on people and channel notifications', () => {
    expect(describeIt(CASES[0][1]).avatar).toEqual({ name: 'Reference Channel', avatars });
    expect(describeIt(CASES[1][1]).avatar).toEqual({ name: 'root', avatars: [] });
    expect(describeIt(CASES[21][1]).avatar).toBeNull();
  });

  it('sends moderators to the admin abuse list for abuse messages', () => {
    expect(describeIt({ type: 16, abuse: { id: 9, state: 1 } }, true).href).toBe(
      '/admin/moderation/abuses/list?search=%239',
    );
  });

  it('emphasises names and keeps server strings as raw text (never HTML)', () => {
    const view = describeIt({ type: 20, registration: { id: 1, username: '<img src=x onerror=alert(1)>' } });
    expect(view.parts).toEqual([
      { text: 'User ' },
      { text: '<img src=x onerror=alert(1)>', name: true },
      { text: ' wants to register on your instance' },
    ]);
  });

  it('gives a safe generic line for unknown types and incomplete payloads', () => {
    for (const n of [{ type: 999 }, { type: 1 }, { type: 2, comment: { id: 1 } }, { type: 18, peertube: {} }]) {
      const view = describeIt(n as Partial<Notification> & { type: number });
      expect(viewText(view)).toBe('You have a new notification');
      expect(view.href).toBe('/my-account/notifications');
      expect(view.known).toBe(false);
    }
  });

  it('uses the translation of the template, placeholders anywhere', () => {
    const french = (_key: string, text: string) =>
      text.startsWith('{channel} published') ? 'Nouvelle vidéo de {channel} : {video}' : text;
    const view = describeNotification({ ...base, type: 1, video: { ...video, channel } } as Notification, {
      t: french,
    });
    expect(viewText(view)).toBe('Nouvelle vidéo de Reference Channel : Reference video one');
    expect(fillParts('{a} and {b}', { a: 'x' })).toEqual([
      { text: 'x', name: true },
      { text: ' and ' },
      { text: '{b}' },
    ]);
  });
});
