import { describe, expect, it } from 'vitest';
import { createPagedList } from '../../../src/stores/common/start-count-list';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
} from '../../../src/stores/video/videos-filters';
import { overviewSections } from '../../../src/stores/video/overview';
import { validateSignup } from '../../../src/stores/signup/signup-form';
import { ApiError } from '../../../src/api/errors';

describe('paged list', () => {
  it('appends pages until the total, then stops asking', async () => {
    const calls: Array<[number, number]> = [];
    const list = createPagedList<number>(async (start, count) => {
      calls.push([start, count]);
      return { total: 5, data: Array.from({ length: Math.min(count, 5 - start) }, (_, i) => start + i) };
    }, 2);
    await list.loadMore();
    await list.loadMore();
    await list.loadMore();
    await list.loadMore();
    expect(list.$state.get()).toMatchObject({ items: [0, 1, 2, 3, 4], status: 'ready', hasMore: false });
    expect(calls).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
  });

  it('keeps loaded items on error, retries the same page, and drops stale answers after reload', async () => {
    let fail = false;
    const list = createPagedList<number>(async (start) => {
      if (fail) throw new ApiError({ kind: 'http', status: 500, detail: 'boom' });
      return { total: 10, data: [start, start + 1] };
    }, 2);
    await list.loadMore();
    fail = true;
    await list.loadMore();
    expect(list.$state.get()).toMatchObject({ items: [0, 1], status: 'error' });
    expect(list.$state.get().error?.message).toBe('boom');
    fail = false;
    await list.loadMore();
    expect(list.$state.get().items).toEqual([0, 1, 2, 3]);
    list.remove((n) => n === 2);
    expect(list.$state.get()).toMatchObject({ items: [0, 1, 3], total: 9 });
    await list.reload();
    expect(list.$state.get().items).toEqual([0, 1]);
  });
});

describe('browse filters', () => {
  it('round-trip through the URL, leaving defaults out', () => {
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
    const f = { sort: '-views', languages: ['fr', 'en'], nsfw: true, live: 'live' as const };
    expect(filtersFromSearch(filtersToSearch(f))).toEqual(f);
    expect(filtersFromSearch('?sort=evil&live=maybe')).toEqual(DEFAULT_FILTERS);
  });

  it('become the API query PeerTube expects', () => {
    expect(filtersToQuery(DEFAULT_FILTERS)).toEqual({
      sort: '-publishedAt',
      nsfw: 'false',
      languageOneOf: undefined,
      isLive: undefined,
    });
    expect(filtersToQuery({ ...DEFAULT_FILTERS, nsfw: true, live: 'vod', languages: ['fr'] })).toMatchObject({
      nsfw: 'both',
      isLive: false,
      languageOneOf: ['fr'],
    });
  });
});

describe('discover sections', () => {
  it('keeps PeerTube order, skips empty sections, links categories, channels (handle) and tags', () => {
    const video = { uuid: 'u' } as never;
    const sections = overviewSections(
      {
        categories: [
          { category: { id: 1, label: 'Music' }, videos: [video] },
          { category: { id: 2, label: 'Films' }, videos: [] },
        ],
        channels: [
          { channel: { id: 3, name: 'far', host: 'far.example', displayName: 'Far' } as never, videos: [video] },
        ],
        tags: [{ tag: 'été', videos: [video] }],
      },
      'here:9000',
    );
    expect(sections.map((s) => [s.kind, s.title, s.href])).toEqual([
      ['category', 'Music', '/search?categoryOneOf=1'],
      ['channel', 'Far', '/c/far@far.example'],
      ['tag', '#été', '/search?tagsOneOf=%C3%A9t%C3%A9'],
    ]);
  });
});

describe('signup validation', () => {
  const ok = { username: 'new.user_1', displayName: '', email: 'a@b.org', password: 'secret1', registrationReason: '' };
  it('accepts a valid form and requires the reason only with approval', () => {
    expect(validateSignup(ok, { requiresApproval: false, termsAccepted: true })).toEqual({});
    expect(Object.keys(validateSignup(ok, { requiresApproval: true, termsAccepted: true }))).toEqual([
      'registrationReason',
    ]);
  });
  it('rejects what PeerTube would', () => {
    const errors = validateSignup(
      { ...ok, username: 'Bad Name', email: 'nope', password: '123' },
      { requiresApproval: false, termsAccepted: false },
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'password', 'terms', 'username']);
  });
});
