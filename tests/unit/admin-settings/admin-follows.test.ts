// @vitest-environment jsdom
// The federation store: PeerTube's host-or-handle rules for the follow box, the body it sends, actor names, sorting,
// and the actions applied at once and undone when the server refuses (against a mocked API).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import type { Follow } from '../../../src/api/admin-settings';

const server = {
  follows: [] as Follow[],
  calls: [] as string[],
  fail: null as ApiError | null,
};
vi.mock('../../../src/api/admin-settings', () => ({
  listFollows: async (_api: unknown, direction: string, query: Record<string, unknown>) => {
    server.calls.push(`list ${direction} ${JSON.stringify(query)}`);
    return { total: server.follows.length, data: server.follows };
  },
  followActors: async (_api: unknown, body: unknown) => {
    server.calls.push(`follow ${JSON.stringify(body)}`);
    if (server.fail) throw server.fail;
  },
  unfollow: async (_api: unknown, handle: string) => {
    server.calls.push(`unfollow ${handle}`);
    if (server.fail) throw server.fail;
  },
  decideFollower: async (_api: unknown, handle: string, decision: string) => {
    server.calls.push(`${decision} ${handle}`);
    if (server.fail) throw server.fail;
  },
  removeFollower: async (_api: unknown, handle: string) => {
    server.calls.push(`remove ${handle}`);
    if (server.fail) throw server.fail;
  },
}));
let confirmed = true;
vi.mock('../../../src/stores/shell/confirm', () => ({ confirm: async () => ({ confirmed }) }));

const store = await import('../../../src/stores/admin-settings/admin-follows');
const {
  hostsOrHandlesError,
  followBody,
  followLines,
  actorName,
  actorHandle,
  followForm,
  submitFollow,
  followLists,
  sortFollowsBy,
  unfollowActor,
  acceptFollower,
  rejectFollower,
} = store;

const follow = (id: number, host: string, state: Follow['state'] = 'accepted', name = 'peertube'): Follow => ({
  id,
  state,
  follower: { name, host },
  following: { name, host },
  createdAt: new Date().toISOString(),
});

beforeEach(() => {
  server.follows = [];
  server.calls = [];
  server.fail = null;
  confirmed = true;
});

describe('the follow box', () => {
  it("takes hosts and handles one a line, as PeerTube's client does", () => {
    expect(followLines(' a.example.org \n\n b@c.org\r\n')).toEqual(['a.example.org', 'b@c.org']);
    expect(hostsOrHandlesError('example.com\nchocobozzz@example.com\nlocalhost')).toBe('');
    expect(hostsOrHandlesError('  \n ')).toBe('Enter at least one host or handle.');
    expect(hostsOrHandlesError('https://example.com\nok.org\nbad host')).toMatch(
      /invalid: https:\/\/example.com, bad host\./,
    );
    expect(hostsOrHandlesError('-x.org')).toMatch(/invalid: -x\.org/);
    expect(hostsOrHandlesError('a.org\nb.org\na.org')).toBe('Hosts or handles contain duplicates: a.org.');
  });

  it('sends lines with an @ as handles (a leading @ dropped), the others as hosts', () => {
    expect(followBody('a.org\n@chan@b.org\nacc@c.org')).toEqual({
      hosts: ['a.org'],
      handles: ['chan@b.org', 'acc@c.org'],
    });
  });

  it('keeps what was typed when the client or the server refuses, and empties the box once sent', async () => {
    followForm.set('hostsOrHandles', 'bad host');
    expect(await submitFollow()).toBe(false);
    expect(followForm.$errors.get().hostsOrHandles).toMatch(/invalid/);
    expect(server.calls).toEqual([]);
    server.fail = new ApiError({
      kind: 'http',
      status: 400,
      detail: 'Incorrect request parameters: hosts',
      invalidParams: { hosts: 'Should have an array of unique hosts' },
    });
    followForm.set('hostsOrHandles', 'no-tld');
    expect(await submitFollow()).toBe(false);
    expect(followForm.$errors.get().hostsOrHandles).toBe('Should have an array of unique hosts');
    expect(followForm.$values.get()?.hostsOrHandles).toBe('no-tld');
    server.fail = new ApiError({ kind: 'http', status: 500, detail: 'Cannot follow on a non HTTPS web server.' });
    expect(await submitFollow()).toBe(false);
    expect(followForm.$errors.get()._form).toBe('Cannot follow on a non HTTPS web server.');
    server.fail = null;
    followForm.set('hostsOrHandles', 'a.example.org\nchan@b.example.org');
    expect(await submitFollow()).toBe(true);
    expect(server.calls).toContain('follow {"hosts":["a.example.org"],"handles":["chan@b.example.org"]}');
    expect(followForm.$values.get()?.hostsOrHandles).toBe('');
    expect(followForm.$dirty.get()).toBe(false);
  });
});

describe('actors', () => {
  it('names an instance by its host and a channel by its handle', () => {
    expect(actorName({ name: 'peertube', host: 'a.org' })).toBe('a.org');
    expect(actorName({ name: 'chan', host: 'a.org' })).toBe('chan@a.org');
    expect(actorHandle({ host: 'a.org' })).toBe('peertube@a.org');
  });
});

describe('lists and actions', () => {
  it('sorts by a column, flipping on the second click, with search and state sent to the server', async () => {
    await followLists.followers.setFilters({ search: 'tube', state: 'pending' });
    expect(server.calls.at(-1)).toBe(
      'list followers {"start":0,"count":25,"sort":"-createdAt","search":"tube","state":"pending"}',
    );
    await sortFollowsBy('followers', 'score');
    expect(followLists.followers.$state.get().sort).toBe('-score');
    await sortFollowsBy('followers', 'score');
    expect(followLists.followers.$state.get().sort).toBe('score');
    await sortFollowsBy('following', 'state');
    expect(followLists.following.$state.get().sort).toBe('state');
  });

  it('unfollows at once after confirming, and puts the row back when the server refuses', async () => {
    server.follows = [follow(1, 'a.org'), follow(2, 'b.org')];
    await followLists.following.reload();
    confirmed = false;
    expect(await unfollowActor(server.follows[0])).toBe(false);
    expect(server.calls.some((c) => c.startsWith('unfollow'))).toBe(false);
    confirmed = true;
    server.fail = new ApiError({ kind: 'http', status: 404, detail: 'Follow a.org not found.' });
    expect(await unfollowActor(server.follows[0])).toBe(false);
    expect(followLists.following.$state.get().items.map((f) => f.id)).toEqual([1, 2]);
    server.fail = null;
    expect(await unfollowActor(server.follows[0])).toBe(true);
    expect(server.calls.at(-1)).toBe('unfollow peertube@a.org');
    expect(followLists.following.$state.get().items.map((f) => f.id)).toEqual([2]);
  });

  it('accepts and rejects followers, the state shown at once and restored on refusal', async () => {
    server.follows = [follow(5, 'fan.org', 'pending')];
    await followLists.followers.reload();
    server.fail = new ApiError({ kind: 'http', status: 400, detail: 'Follow is not in pending/rejected state.' });
    expect(await acceptFollower(server.follows[0])).toBe(false);
    expect(followLists.followers.$state.get().items[0].state).toBe('pending');
    server.fail = null;
    expect(await acceptFollower(server.follows[0])).toBe(true);
    expect(followLists.followers.$state.get().items[0].state).toBe('accepted');
    expect(await rejectFollower(followLists.followers.$state.get().items[0])).toBe(true);
    expect(followLists.followers.$state.get().items[0].state).toBe('rejected');
    expect(server.calls.slice(-2)).toEqual(['accept peertube@fan.org', 'reject peertube@fan.org']);
  });
});
