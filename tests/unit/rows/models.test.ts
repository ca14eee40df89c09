import { describe, expect, it } from 'vitest';
import { formatterFor, templateView, type RowContext } from '../../../src/lib/rows/view';
import { myVideoView } from '../../../src/lib/rows/my-videos';
import { myChannelView } from '../../../src/lib/rows/my-channels';
import { subscriptionView } from '../../../src/lib/rows/my-subscriptions';
import { followerView } from '../../../src/lib/rows/my-followers';
import { myPlaylistView } from '../../../src/lib/rows/my-playlists';
import { myImportView } from '../../../src/lib/rows/my-imports';
import { ownershipView } from '../../../src/lib/rows/ownership';
import { channelResultView, playlistResultView } from '../../../src/lib/rows/search';
import { removeView } from '../../../src/lib/rows/history';

const NOW = Date.parse('2026-09-23T10:00:00.000Z');
const ctx = (language = 'en', catalog: Record<string, string> = {}): RowContext => ({
  fmt: formatterFor(language, catalog, () => NOW),
  base: 'https://videos.example',
  host: 'videos.example',
});
const avatars = [
  { width: 48, path: '/lazy-static/avatars/small.png' },
  { width: 120, path: '/lazy-static/avatars/big.png' },
];

describe('row models: an item and a context give what its row shows (pure, store-free)', () => {
  it('My videos: facts in one line, status, each action linked and named after the video, the studio when the instance has it', () => {
    const video = {
      uuid: 'u1',
      shortUUID: 's1',
      name: 'Trip',
      thumbnailPath: '/t.jpg',
      publishedAt: '2026-09-20T10:00:00.000Z',
      duration: 95,
      views: 1234,
      state: { id: 2, label: 'To transcode' },
      channel: { displayName: 'Maker Music' },
      privacy: { label: 'Public' },
    };
    const view = myVideoView(video, ctx(), true);
    expect(view.text).toMatchObject({
      name: 'Trip',
      facts: 'Maker Music · Public · September 20, 2026 · 1:35 · 1.2K views',
      status: 'Transcoding',
      edit: 'Edit',
      named: ' Trip',
    });
    expect(view.attr).toMatchObject({
      thumb: 'https://videos.example/t.jpg',
      watch: '/w/s1',
      captions: '/videos/manage/s1#captions',
      studio: '/videos/manage/s1/studio',
    });
    expect(view.show).toEqual({ thumb: true, noThumb: false, status: true, studio: true });
    const live = myVideoView(
      { ...video, isLive: true, thumbnailPath: undefined, views: 1, state: { id: 1 } },
      ctx(),
      true,
    );
    expect(live.text.facts).toBe('Maker Music · Public · September 20, 2026 · Live · 1 view');
    expect(live.show).toEqual({ thumb: false, noThumb: true, status: false, studio: false });
    expect(myVideoView(video, ctx(), false).show.studio).toBe(false);
  });

  it('My channels, subscriptions and followers: avatar image (the one for its size) or initials, handles, counts', () => {
    const channel = { id: 1, name: 'maker_music', displayName: 'Maker Music', followersCount: 1, avatars };
    expect(myChannelView(channel, ctx())).toMatchObject({
      text: { name: 'Maker Music', handle: 'maker_music', followers: '1 subscriber', named: ' Maker Music' },
      attr: {
        avatar: 'https://videos.example/lazy-static/avatars/small.png',
        update: '/my-library/video-channels/update/maker_music',
      },
      show: { avatar: true, initials: false },
    });
    const followed = subscriptionView({ ...channel, host: 'peertube.example', avatars: [], followersCount: 12 }, ctx());
    expect(followed).toMatchObject({
      text: { initials: 'MM', handle: '@maker_music@peertube.example', followers: '12 followers' },
      attr: { link: '/c/maker_music@peertube.example', unsubscribe: 'Unsubscribe from Maker Music' },
      show: { avatar: false, initials: true },
    });
    const follow = followerView(
      {
        createdAt: '2026-10-01T08:00:00.000Z',
        follower: { name: 'alice', host: 'videos.example' },
        following: { name: 'maker_music', host: null },
      },
      ctx(),
    );
    expect(follow.text).toMatchObject({ name: 'alice', handle: '@alice@videos.example', following: 'maker_music' });
    expect(follow.attr).toMatchObject({ link: '/a/alice@videos.example', followingLink: '/c/maker_music' });
  });

  it('My playlists: Play only with videos, no Delete for Watch later; My imports: each part only when there', () => {
    const playlist = { uuid: 'u', shortUUID: 'p1', displayName: 'Watch later', videosLength: 0, type: { id: 2 } };
    expect(myPlaylistView(playlist, ctx()).show).toEqual({ play: false, delete: false });
    expect(myPlaylistView({ ...playlist, videosLength: 1, type: { id: 1 } }, ctx())).toMatchObject({
      text: { count: '1 video', play: 'Play' },
      attr: { thumb: '', play: '/w/p/p1', deleteLabel: 'Delete Watch later' },
      show: { play: true, delete: true },
    });
    const failed = myImportView(
      { torrentName: 'x.torrent', state: { id: 3 }, createdAt: null, error: 'Nope', video: { name: 'No id yet' } },
      ctx(),
    );
    expect(failed.text).toMatchObject({
      source: 'x.torrent',
      state: 'Failed',
      error: 'Error: Nope',
      video: 'No id yet',
    });
    expect(failed.show).toEqual({ time: false, video: true, watch: false, unlinked: true, error: true });
    const done = myImportView(
      {
        targetUrl: 'https://a.example/w/1',
        state: { id: 2 },
        createdAt: '2026-09-23T07:00:00.000Z',
        video: { shortUUID: 's' },
      },
      ctx(),
    );
    expect(done.text.time).toBe('3 hours ago');
    expect(done.show).toMatchObject({ time: true, video: false, error: false });
  });

  it("Ownership changes: the offer's state, and while waiting the person's channels, the first chosen", () => {
    const change = {
      id: 4,
      status: 'WAITING',
      createdAt: '2026-09-20T10:00:00.000Z',
      initiatorAccount: { name: 'bob', displayName: '' },
      video: { uuid: 'u4', name: 'Offered' },
    };
    const view = ownershipView(
      change,
      [
        { id: 7, displayName: 'Music' },
        { id: 9, displayName: 'Films' },
      ],
      ctx(),
    );
    expect(view.text).toMatchObject({ from: 'offered by bob', status: 'Waiting for your answer' });
    expect(view.attr).toMatchObject({ watch: '/w/u4', selectId: 'ownership-4', acceptLabel: 'Accept Offered' });
    expect(view.show).toEqual({ waiting: true, noChannel: false });
    expect(view.each!.channels!.map((c) => [c.attr.value, c.text.channel, c.show.first])).toEqual([
      ['7', 'Music', true],
      ['9', 'Films', false],
    ]);
    expect(ownershipView({ ...change, status: 'ACCEPTED' }, [], ctx()).show).toEqual({
      waiting: false,
      noChannel: true,
    });
  });

  it('search results: a channel with its full handle and followers, a playlist with its thumbnail (eager in the first row)', () => {
    expect(channelResultView({ name: 'music', host: null, followersCount: 1, avatars }, ctx())).toMatchObject({
      text: { name: 'music', handle: 'music@videos.example', followers: '1 follower' },
      attr: { link: '/c/music', avatar: 'https://videos.example/lazy-static/avatars/big.png' },
    });
    expect(
      playlistResultView(
        { uuid: 'u', displayName: 'Songs', thumbnailUrl: 'https://cdn.example/p.jpg', videosLength: 3 },
        ctx(),
        true,
      ),
    ).toMatchObject({
      text: { videos: '3 videos', name: 'Songs', channel: '' },
      attr: { link: '/w/p/u', thumb: 'https://cdn.example/p.jpg', loading: 'eager' },
      show: { thumb: true, channel: false },
    });
  });

  it("history's Remove button is named after its video; every view speaks the page's language with its catalog", () => {
    expect(removeView({ name: 'Trip' }, ctx().fmt).attr.removeLabel).toBe('Remove "Trip" from history');
    const fr = ctx('fr', {
      'library.history.removeOne': 'Retirer « {name} » de l’historique',
      'channels.followers.one': '{count} abonné',
      'channels.followers.other': '{count} abonnés',
    });
    expect(removeView({ name: 'Trip' }, fr.fmt).attr.removeLabel).toBe('Retirer « Trip » de l’historique');
    expect(myChannelView({ name: 'm', followersCount: 2 }, fr).text.followers).toBe('2 abonnés');
    // A key the catalog lacks keeps its English, counted by English rules.
    expect(myChannelView({ name: 'm', followersCount: 1 }, ctx('fr', {})).text.followers).toBe('1 subscriber');
  });

  it('a template view shows every part with empty texts and inert placeholders', () => {
    const view = templateView<ReturnType<typeof myVideoView>>();
    expect(view.text.name).toBe('');
    expect(view.attr.thumb).toBe('#');
    expect(templateView<ReturnType<typeof playlistResultView>>().attr.loading).toBe('lazy');
    expect(view.show.studio).toBe(true);
    expect(view.each!.anything).toHaveLength(1);
  });
});
