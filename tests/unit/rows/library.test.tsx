// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { FilterBar, RelatedLinks, Row, VideoList } from '../../../src/islands/library/MyVideos';
import { ChannelList, ChannelRow, CreateChannelLink } from '../../../src/islands/library/MyChannels';
import { CreatePlaylistFold, PlaylistList, PlaylistRow } from '../../../src/islands/library/MyPlaylists';
import {
  SubscribeFormView,
  SubscriptionList,
  SubscriptionRow,
  SubscriptionSearch,
} from '../../../src/islands/library/MySubscriptions';
import { FollowerList, FollowerRow, FollowerSearch } from '../../../src/islands/library/MyFollowers';
import { ImportList, ImportRow } from '../../../src/islands/my-space/MyImports';
import { OwnershipList, OwnershipRow } from '../../../src/islands/library/MyOwnership';
import { FRAME } from '../../../src/islands/common/PagedView';
import { paintEarly, type EarlyModel } from '../../../src/lib/early-paint/paint';
import { templateView } from '../../../src/lib/rows/view';
import { early as myVideos } from '../../../src/lib/rows/my-videos';
import { early as myChannels } from '../../../src/lib/rows/my-channels';
import { early as myPlaylists } from '../../../src/lib/rows/my-playlists';
import { early as mySubscriptions } from '../../../src/lib/rows/my-subscriptions';
import { early as myFollowers } from '../../../src/lib/rows/my-followers';
import { early as myImports } from '../../../src/lib/rows/my-imports';
import { early as ownership } from '../../../src/lib/rows/ownership';
import { takeEarlyResponse } from '../../../src/lib/early-fetch';
import { earlyPage, forgetEarly, island, loaded, paintedList, startEarly } from '../support/early-page';

const VIDEOS = '/api/v1/users/me/videos?start=0&count=25&sort=-publishedAt';
const CHANNELS = '/api/v1/accounts/maker/video-channels?start=0&count=25';
const PLAYLISTS = '/api/v1/accounts/maker/video-playlists?start=0&count=25&sort=-updatedAt';
const SUBSCRIPTIONS = '/api/v1/users/me/subscriptions?start=0&count=25&sort=-createdAt';
const FOLLOWERS = '/api/v1/accounts/maker/followers?start=0&count=25&sort=-createdAt';
const IMPORTS = '/api/v1/users/me/videos/imports?sort=-createdAt&start=0&count=10';
const CONFIG = '/api/v1/config';
const OWNERSHIP = '/api/v1/videos/ownership?start=0&count=25&sort=-createdAt';
const OWN_CHANNELS = '/api/v1/accounts/maker/video-channels?count=100';
const HOSTILE = '<img src=x onerror=alert(1)>';

const video = (over: Record<string, unknown> = {}) => ({
  id: 1,
  uuid: 'b5aa0bec-2004-405f-b139-2e2adfa59c3a',
  shortUUID: 'x1jv',
  name: 'A test video',
  duration: 95,
  views: 1234,
  publishedAt: '2026-09-20T10:00:00.000Z',
  thumbnailPath: '/lazy-static/thumbnails/b5aa.jpg',
  isLive: false,
  state: { id: 1, label: 'Published' },
  channel: { displayName: 'Maker Music' },
  privacy: { id: 1, label: 'Public' },
  ...over,
});
const channel = (over: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'maker_music',
  displayName: 'Maker Music',
  followersCount: 12,
  avatars: [
    { width: 48, path: '/lazy-static/avatars/small.png' },
    { width: 120, path: '/lazy-static/avatars/big.png' },
  ],
  ...over,
});
const playlist = (over: Record<string, unknown> = {}) => ({
  id: 1,
  uuid: '2c0c1a30-6b65-4f1b-9b54-5e5f5b1a7a11',
  shortUUID: 'p1',
  displayName: 'Test songs',
  thumbnailPath: '/lazy-static/thumbnails/p1.jpg',
  videosLength: 3,
  privacy: { id: 1, label: 'Public' },
  type: { id: 1 },
  ...over,
});

/** The page (components/EarlyList.astro as each /my-library page uses it) and its painter. */
interface Page {
  model: EarlyModel;
  paths: string[];
  paint: HTMLElement;
}
let shown: Page;

/** The page: its row template and the island's markup around its list, painted by `model` from `paths`. */
function page(model: EarlyModel, paths: string[], template: ReactNode, frame: ReactNode): HTMLElement {
  shown = { model, paths, paint: earlyPage([template], frame) };
  return shown.paint;
}
const paintRows = () => paintEarly(shown.model, shown.paths);

const videosPage = () =>
  page(
    myVideos,
    [VIDEOS],
    <Row view={templateView()} />,
    <>
      <RelatedLinks />
      <div inert>
        <FilterBar sort="-publishedAt" filters={{ search: '', channelId: '', privacy: '' }} channels={[]} />
      </div>
      <VideoList state={FRAME} studio filtered={false} />
    </>,
  );
const channelsPage = () =>
  page(
    myChannels,
    [CHANNELS],
    <ChannelRow view={templateView()} />,
    <>
      <CreateChannelLink />
      <ChannelList state={FRAME} />
    </>,
  );
const playlistsPage = () =>
  page(
    myPlaylists,
    [PLAYLISTS],
    <PlaylistRow view={templateView()} />,
    <>
      <div inert>
        <CreatePlaylistFold />
      </div>
      <PlaylistList state={FRAME} />
    </>,
  );
const subscriptionsPage = () =>
  page(
    mySubscriptions,
    [SUBSCRIPTIONS],
    <SubscriptionRow view={templateView()} />,
    <>
      <div inert>
        <SubscribeFormView handle="" errors={{}} submitting={false} />
      </div>
      <div inert>
        <SubscriptionSearch search="" />
      </div>
      <SubscriptionList state={FRAME} search="" />
    </>,
  );
const followersPage = () =>
  page(
    myFollowers,
    [FOLLOWERS],
    <FollowerRow view={templateView()} />,
    <>
      <div inert>
        <FollowerSearch search="" />
      </div>
      <FollowerList state={FRAME} search="" />
    </>,
  );
const importsPage = () => page(myImports, [IMPORTS], <ImportRow view={templateView()} />, <ImportList state={FRAME} />);
const ownershipPage = () =>
  page(
    ownership,
    [OWNERSHIP, OWN_CHANNELS],
    <OwnershipRow view={templateView()} />,
    <OwnershipList state={FRAME} channels={[]} />,
  );

const painted = paintedList;

beforeEach(() => {
  document.documentElement.lang = 'en';
});

afterEach(() => {
  document.body.innerHTML = '';
  forgetEarly();
});

describe('the /my-library lists painted before React, from their row models (lib/rows/*.ts)', () => {
  it('paints My videos exactly as the island renders them: facts, status, studio, live, hostile names as text', async () => {
    const answer = {
      total: 30,
      data: [
        video(),
        video({
          id: 2,
          shortUUID: 'v2',
          name: HOSTILE,
          views: 1,
          state: { id: 2, label: 'To transcode' },
          channel: null,
        }),
        video({
          id: 3,
          shortUUID: 'v3',
          isLive: true,
          state: { id: 4, label: 'Waiting for livestream' },
          privacy: { id: 3, label: 'Private' },
        }),
        video({ id: 4, shortUUID: 'v4', thumbnailPath: null, blacklisted: true, publishedAt: undefined }),
        video({ id: 5, shortUUID: 'v5', scheduledUpdate: { updateAt: '2027-01-02T10:00:00.000Z' } }),
      ],
    };
    const paint = videosPage();
    startEarly({ [VIDEOS]: answer, [CONFIG]: { videoStudio: { enabled: true } } });
    await paintRows();
    expect(paint.hidden).toBe(false);
    expect(painted(paint)).toBe(island(<VideoList state={loaded(answer.data, 30)} studio filtered={false} />));
    expect(paint.querySelector('p.muted')!.textContent).toBe('30 videos');
    expect(paint.querySelectorAll('li .manage-badge')).toHaveLength(4);
    expect(paint.querySelector('li:nth-child(2) .muted')!.textContent).toBe(
      'Public · September 20, 2026 · 1:35 · 1 view',
    );
    expect(paint.querySelector('li .muted')!.textContent).toBe(
      'Maker Music · Public · September 20, 2026 · 1:35 · 1.2K views',
    );
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(paint.querySelector('.load-more button')!.textContent).toBe('Load more');
    // The API client still gets an unread answer.
    expect((await (await takeEarlyResponse(VIDEOS))!.json()).total).toBe(30);
  });

  it('leaves out the studio when the instance has none, and "Load more" when the page holds them all', async () => {
    const answer = { total: 1, data: [video()] };
    const paint = videosPage();
    startEarly({ [VIDEOS]: answer, [CONFIG]: { videoStudio: { enabled: false } } });
    await paintRows();
    expect(painted(paint)).toBe(island(<VideoList state={loaded(answer.data, 1)} studio={false} filtered={false} />));
    expect(paint.querySelector('p.muted')!.textContent).toBe('1 video');
    expect(paint.querySelector('a[href$="/studio"]')).toBeNull();
    expect(paint.querySelector('.load-more')).toBeNull();
  });

  it('paints My channels with their avatar image or initials, and subscribers counted as the island counts them', async () => {
    const answer = {
      total: 3,
      data: [
        channel(),
        channel({ id: 2, name: 'films', displayName: HOSTILE, avatars: [], followersCount: 1 }),
        channel({ id: 3, name: 'x', displayName: 'Solo', avatars: null, followersCount: 0 }),
      ],
    };
    const paint = channelsPage();
    startEarly({ [CHANNELS]: answer });
    await paintRows();
    expect(paint.hidden).toBe(false);
    expect(painted(paint)).toBe(island(<ChannelList state={loaded(answer.data, 3)} />));
    expect(paint.querySelector('img.avatar')!.getAttribute('src')).toBe('/lazy-static/avatars/small.png');
    expect(paint.querySelector('p.muted')!.textContent).toBe('3 channels');
  });

  it('paints My playlists: Play only with videos, no Delete for Watch later', async () => {
    const answer = {
      total: 3,
      data: [
        playlist({
          displayName: 'Watch later',
          type: { id: 2 },
          videosLength: 0,
          privacy: { id: 3, label: 'Private' },
          thumbnailPath: null,
        }),
        playlist({ id: 2, shortUUID: 'p2', displayName: HOSTILE, videosLength: 1 }),
        playlist({ id: 3, shortUUID: 'p3' }),
      ],
    };
    const paint = playlistsPage();
    startEarly({ [PLAYLISTS]: answer });
    await paintRows();
    expect(painted(paint)).toBe(island(<PlaylistList state={loaded(answer.data, 3)} />));
    const rows = [...paint.querySelectorAll('li')];
    expect(rows.map((r) => r.querySelector('.button')?.textContent ?? null)).toEqual([null, 'Play', 'Play']);
    expect(rows[1]!.querySelector('.video-meta')!.textContent).toBe('1 video · Public');
  });

  it('paints My subscriptions with full handles, and My followers with whom they follow and since when', async () => {
    const channels = {
      total: 2,
      data: [
        channel({ host: 'peertube.example' }),
        channel({ id: 2, name: 'films', host: null, displayName: HOSTILE, avatars: [], followersCount: 1 }),
      ],
    };
    const subscriptions = subscriptionsPage();
    startEarly({ [SUBSCRIPTIONS]: channels });
    await paintRows();
    expect(painted(subscriptions)).toBe(island(<SubscriptionList state={loaded(channels.data, 2)} search="" />));
    expect(subscriptions.querySelector('.blocklist-name a')!.getAttribute('href')).toBe(
      '/c/maker_music@peertube.example',
    );
    expect(subscriptions.querySelector('p.muted')!.textContent).toBe('2 subscriptions');

    document.body.innerHTML = '';
    const follows = {
      total: 40,
      data: [
        {
          id: 1,
          createdAt: '2026-10-01T08:00:00.000Z',
          follower: {
            name: 'alice',
            host: 'localhost:9000',
            avatars: [{ width: 48, path: '/lazy-static/avatars/a.png' }],
          },
          following: { name: 'maker_music', host: 'localhost:9000' },
        },
        {
          id: 2,
          createdAt: '2026-10-02T08:00:00.000Z',
          follower: { name: HOSTILE, host: 'elsewhere.example', avatars: [] },
          following: { name: 'maker', host: null },
        },
      ],
    };
    const followers = followersPage();
    startEarly({ [FOLLOWERS]: follows });
    await paintRows();
    expect(painted(followers)).toBe(island(<FollowerList state={loaded(follows.data, 40)} search="" />));
    expect(followers.querySelector('p.muted')!.textContent).toBe('40 followers');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('paints My imports: source, state, date, the video made (linked when it has an id) and the error, each only when there', async () => {
    const now = new Date();
    const answer = {
      total: 4,
      data: [
        {
          id: 1,
          targetUrl: 'https://videos.example/w/1',
          state: { id: 2, label: 'Success' },
          createdAt: new Date(now.getTime() - 3 * 3600e3).toISOString(),
          video: { uuid: 'u1', shortUUID: 's1', name: 'Imported one' },
        },
        {
          id: 2,
          torrentName: HOSTILE,
          state: { id: 3, label: 'Failed' },
          createdAt: new Date(now.getTime() - 2 * 86400e3).toISOString(),
          error: `Could not fetch ${HOSTILE} @@name@@`,
          video: null,
        },
        {
          id: 3,
          magnetUri: 'magnet:?xt=urn:btih:abc',
          state: { id: 9, label: 'Some new state' },
          createdAt: null,
          video: { name: 'No id yet' },
        },
        { id: 4, state: { id: 1, label: 'Pending' }, createdAt: now.toISOString() },
      ],
    };
    const paint = importsPage();
    startEarly({ [IMPORTS]: answer });
    await paintRows();
    expect(paint.hidden).toBe(false);
    expect(painted(paint)).toBe(island(<ImportList state={loaded(answer.data, 4)} />));
    expect(paint.querySelector('p.muted')!.textContent).toBe('4 imports');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(paint.querySelectorAll('.error-text')[0]!.textContent).toBe(`Error: Could not fetch ${HOSTILE} @@name@@`);
  });

  it("paints Ownership changes: state, date, and for a waiting offer the person's channels to take it into, each select with its own id", async () => {
    const offer = (id: number, status: string, over: Record<string, unknown> = {}) => ({
      id,
      status,
      createdAt: '2026-09-20T10:00:00.000Z',
      initiatorAccount: { name: 'alice', displayName: 'Alice' },
      video: { id, uuid: `u${id}`, shortUUID: `s${id}`, name: `Offered ${id}` },
      ...over,
    });
    const answer = {
      total: 4,
      data: [
        offer(1, 'WAITING'),
        offer(2, 'ACCEPTED'),
        offer(3, 'REFUSED'),
        offer(4, 'WAITING', {
          initiatorAccount: { name: 'bob', displayName: '' },
          video: { id: 4, uuid: 'u4', name: HOSTILE },
        }),
      ],
    };
    const channels = {
      total: 2,
      data: [
        { id: 7, displayName: 'Maker Music' },
        { id: 9, displayName: HOSTILE },
      ],
    };
    const paint = ownershipPage();
    startEarly({ [OWNERSHIP]: answer, [OWN_CHANNELS]: channels });
    await paintRows();
    expect(paint.hidden).toBe(false);
    expect(painted(paint)).toBe(island(<OwnershipList state={loaded(answer.data, 4)} channels={channels.data} />));
    const selects = [...paint.querySelectorAll('select')];
    expect(selects).toHaveLength(2);
    expect(new Set(selects.map((el) => el.id)).size).toBe(2);
    selects.forEach((el) => expect(paint.querySelector(`label[for="${el.id}"]`)).not.toBeNull());
    expect(paint.querySelectorAll('.manage-badge')[1]!.textContent).toBe('Accepted');
    expect(paint.querySelector('li:last-child .muted')!.textContent).toContain('offered by bob');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // Without channels, Accept waits, as in the island.
    document.body.innerHTML = '';
    const empty = ownershipPage();
    startEarly({ [OWNERSHIP]: { total: 1, data: [offer(1, 'WAITING')] }, [OWN_CHANNELS]: { total: 0, data: [] } });
    await paintRows();
    // (The painter adds `disabled` after the other attributes: their order means nothing.)
    const sorted = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      host.querySelectorAll('*').forEach((el) => {
        const attrs = [...el.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
        attrs.forEach(([name]) => el.removeAttribute(name));
        attrs.forEach(([name, value]) => el.setAttribute(name, value));
      });
      return host.innerHTML;
    };
    expect(sorted(painted(empty))).toBe(
      sorted(island(<OwnershipList state={loaded([offer(1, 'WAITING')], 1)} channels={[]} />)),
    );
    // Without the channels' early answer (no account name kept yet), the island paints.
    document.body.innerHTML = '';
    ownershipPage();
    startEarly({ [OWNERSHIP]: answer });
    await paintRows();
    expect(document.querySelector('[data-early]')).toBeNull();
  });

  it('gives up, leaving the answer to the island, when it failed, is empty, or the page is not English (no early catalog)', async () => {
    for (const [lang, answer] of [
      ['en', 500],
      ['en', { total: 0, data: [] }],
      ['fr', { total: 1, data: [video()] }],
    ] as const) {
      document.body.innerHTML = '';
      document.documentElement.lang = lang;
      videosPage();
      startEarly({ [VIDEOS]: answer, [CONFIG]: {} });
      await paintRows();
      expect(document.querySelector('[data-early]'), `${lang} ${JSON.stringify(answer)}`).toBeNull();
      expect(takeEarlyResponse(VIDEOS), 'the answer stays for the island').toBeDefined();
    }
  });

  it('gives up without an early request (no session, or no account name kept yet)', async () => {
    channelsPage();
    startEarly({});
    await paintRows();
    expect(document.querySelector('[data-early]')).toBeNull();
  });
});
