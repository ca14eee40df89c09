// @vitest-environment jsdom
import { describe, expect, it, beforeEach } from 'vitest';
import { pagedList, queryFromSearch, searchFromQuery } from '../../../src/stores/common/paged-list';
import { ApiError } from '../../../src/api/errors';

interface Item {
  id: number;
  name: string;
}
const all: Item[] = Array.from({ length: 130 }, (_, i) => ({ id: i + 1, name: `item ${i + 1}` }));

function server() {
  const calls: Array<{ start: number; count: number; sort: string; filters: Record<string, string> }> = [];
  let failNext = false;
  return {
    calls,
    failOnce() {
      failNext = true;
    },
    fetch: async (q: { start: number; count: number; sort: string; filters: Record<string, string> }) => {
      calls.push(q);
      if (failNext) {
        failNext = false;
        throw new ApiError({ kind: 'http', status: 500, detail: 'Boom' });
      }
      const rows = all.filter((i) => !q.filters.search || i.name.includes(q.filters.search));
      const sorted = q.sort === '-id' ? [...rows].reverse() : rows;
      return { total: sorted.length, data: sorted.slice(q.start, q.start + q.count) };
    },
  };
}

describe('pagedList', () => {
  beforeEach(() => history.replaceState(null, '', '/list'));

  it('pages through more than 100 items to the server end', async () => {
    const s = server();
    const list = pagedList<Item>({ fetch: s.fetch, key: (i) => i.id, pageSize: 50, url: false, autoload: false });
    await list.loadAll();
    const state = list.$state.get();
    expect(state.items).toHaveLength(130);
    expect(state.hasMore).toBe(false);
    expect(s.calls.map((c) => c.start)).toEqual([0, 50, 100]);
  });

  it('keeps loaded items on a failed page and retries that page', async () => {
    const s = server();
    const list = pagedList<Item>({ fetch: s.fetch, key: (i) => i.id, pageSize: 50, url: false, autoload: false });
    await list.loadMore();
    s.failOnce();
    await list.loadMore();
    expect(list.$state.get().status).toBe('error');
    expect(list.$state.get().error?.message).toBe('Boom');
    expect(list.$state.get().items).toHaveLength(50);
    await list.retry();
    expect(list.$state.get().items).toHaveLength(100);
    expect(s.calls.at(-1)?.start).toBe(50);
  });

  it('reads sort and filters from the URL on first use and writes changes back', async () => {
    history.replaceState(null, '', '/list?sort=-id&search=item%201&other=keep');
    const s = server();
    const list = pagedList<Item, { search: string; privacy: string }>({
      fetch: s.fetch,
      key: (i) => i.id,
      sort: '-createdAt',
      filters: { search: '', privacy: '' },
    });
    const off = list.$state.listen(() => {});
    await Promise.resolve();
    expect(s.calls[0]).toMatchObject({ sort: '-id', filters: { search: 'item 1', privacy: '' }, start: 0 });
    await list.setFilters({ privacy: '2' });
    expect(location.search).toBe('?sort=-id&search=item+1&other=keep&privacy=2');
    await list.setSort('-createdAt');
    expect(new URLSearchParams(location.search).has('sort')).toBe(false);
    off();
  });

  it('rolls an optimistic removal back in place when the server refuses', async () => {
    const s = server();
    const list = pagedList<Item>({ fetch: s.fetch, key: (i) => i.id, url: false, autoload: false });
    await list.loadMore();
    const seen: number[] = [];
    const failing = list.optimistic(3, 'remove', async () => {
      seen.push(list.$state.get().items.length);
      throw new ApiError({ kind: 'http', status: 403, detail: 'No' });
    });
    await expect(failing).rejects.toThrow('No');
    expect(seen).toEqual([24]);
    expect(
      list.$state
        .get()
        .items.map((i) => i.id)
        .slice(0, 4),
    ).toEqual([1, 2, 3, 4]);
    expect(list.$state.get().total).toBe(130);
    await list.optimistic(2, { name: 'renamed' }, async () => {});
    expect(list.$state.get().items[1].name).toBe('renamed');
  });

  it('drops the answer of a request made before a reload', async () => {
    let release: () => void = () => {};
    const list = pagedList<Item>({
      key: (i) => i.id,
      url: false,
      autoload: false,
      fetch: (q) =>
        q.filters.search === 'slow'
          ? new Promise((r) => {
              release = () => r({ total: 1, data: [all[0]] });
            })
          : Promise.resolve({ total: 1, data: [all[5]] }),
      filters: { search: 'slow' },
    });
    const first = list.loadMore();
    await list.setFilters({ search: 'fast' });
    release();
    await first;
    expect(list.$state.get().items.map((i) => i.id)).toEqual([6]);
  });

  it('removes by PeerTube id without a key function, or by a test', async () => {
    const s = server();
    const list = pagedList<Item>({ fetch: s.fetch, pageSize: 5, url: false, autoload: false });
    await list.loadMore();
    list.remove(2);
    list.remove((i) => i.name === 'item 4');
    expect(list.$state.get().items.map((i) => i.id)).toEqual([1, 3, 5]);
    expect(list.$state.get().total).toBe(128);
  });

  it('round-trips queries through the URL without defaults', () => {
    const defaults = { sort: '-createdAt', filters: { search: '', state: '' } };
    const search = searchFromQuery('?a=1', { sort: '-views', filters: { search: 'x y', state: '' } }, defaults);
    expect(search).toBe('?a=1&sort=-views&search=x+y');
    expect(queryFromSearch(search, defaults.sort, defaults.filters)).toEqual({
      sort: '-views',
      filters: { search: 'x y', state: '' },
    });
  });
});

describe('pagedList firstQuery', () => {
  it('is the first page with the default sort and filters, whatever the list did since, and fetches nothing', async () => {
    history.replaceState(null, '', '/list?sort=-id&search=item%201');
    const s = server();
    const list = pagedList<Item, { search: string }>({
      fetch: s.fetch,
      pageSize: 30,
      sort: 'id',
      filters: { search: '' },
    });
    expect(list.firstQuery()).toEqual({ start: 0, count: 30, sort: 'id', filters: { search: '' } });
    const stop = list.$state.listen(() => {});
    await list.loadMore();
    await list.setFilters({ search: 'item 2' });
    expect(list.firstQuery()).toEqual({ start: 0, count: 30, sort: 'id', filters: { search: '' } });
    list.firstQuery().filters.search = 'changed';
    expect(list.firstQuery().filters.search).toBe('');
    stop();
    expect(pagedList<Item>({ fetch: s.fetch }).firstQuery()).toEqual({ start: 0, count: 25, sort: '', filters: {} });
  });
});
