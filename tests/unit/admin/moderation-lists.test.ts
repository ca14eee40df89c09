// @vitest-environment jsdom
// The moderation lists (reports, blocked videos, registrations): their queries from the URL filters, paging to the
// server's last item, and the per-row decision forms (what was typed stays on a refusal, the row changes on success).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import type { Abuse, Registration, VideoBlock } from '../../../src/api/admin';

const server = vi.hoisted(() => ({
  abuses: [] as Abuse[],
  blocks: [] as VideoBlock[],
  registrations: [] as Registration[],
  queries: [] as Array<Record<string, unknown>>,
  refuse: null as ApiError | null,
  sent: [] as unknown[],
}));

vi.mock('../../../src/api/admin', async (original) => {
  const page = <T>(items: T[], q: { start?: number; count?: number }) => ({
    total: items.length,
    data: items.slice(q.start ?? 0, (q.start ?? 0) + (q.count ?? 25)),
  });
  const act = async (body: unknown) => {
    server.sent.push(body);
    if (server.refuse) throw server.refuse;
  };
  return {
    ...(await original<typeof import('../../../src/api/admin')>()),
    listAbuses: async (_api: unknown, q: Record<string, unknown>) => (server.queries.push(q), page(server.abuses, q)),
    listVideoBlocks: async (_api: unknown, q: Record<string, unknown>) => page(server.blocks, q),
    listRegistrations: async (_api: unknown, q: Record<string, unknown>) => page(server.registrations, q),
    updateAbuse: (_api: unknown, id: number, body: unknown) => act({ id, ...(body as object) }),
    decideRegistration: (_api: unknown, id: number, decision: string, moderationResponse: string) =>
      act({ id, decision, moderationResponse }),
    unblockVideo: (_api: unknown, id: number) => act({ unblock: id }),
    deleteRegistration: (_api: unknown, id: number) => act({ delete: id }),
  };
});

const { $abuses, abuseDecisionForm, abuseQuery, filterAbuses, loadMoreAbuses, NO_ABUSE_FILTERS } =
  await import('../../../src/stores/admin/admin-abuses');
const { $videoBlocks, blockQuery, blockSearchOf, unblock } =
  await import('../../../src/stores/admin/admin-video-blocks');
const { $registrations, registrationDecisionForm, registrationQuery } =
  await import('../../../src/stores/admin/admin-registrations');

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

beforeEach(() => {
  server.queries = [];
  server.sent = [];
  server.refuse = null;
});

describe('queries', () => {
  it("reports: the state filter by PeerTube's number, search words sent, a `#12` link not sent as a search", () => {
    const q = (filters: Partial<typeof NO_ABUSE_FILTERS>) =>
      abuseQuery({ start: 25, count: 25, sort: '-createdAt', filters: { ...NO_ABUSE_FILTERS, ...filters } });
    expect(q({})).toEqual({ start: 25, count: 25, sort: '-createdAt' });
    expect(q({ state: 'accepted', search: ' alice ' })).toEqual({
      start: 25,
      count: 25,
      sort: '-createdAt',
      state: 3,
      search: 'alice',
    });
    expect(q({ search: '#12' })).toEqual({ start: 25, count: 25, sort: '-createdAt' });
  });

  it("blocked videos: PeerTube's `type:auto words` search read into the type and the words", () => {
    const q = (search: string) => blockQuery({ start: 0, count: 25, sort: '-createdAt', filters: { search } });
    expect(q('type:auto spam ads')).toEqual({ start: 0, count: 25, sort: '-createdAt', type: 2, search: 'spam ads' });
    expect(q('type:manual')).toMatchObject({ type: 1 });
    expect(q('')).toEqual({ start: 0, count: 25, sort: '-createdAt' });
    expect(blockSearchOf({ type: 'auto', search: ' cats ' })).toBe('type:auto cats');
    expect(blockSearchOf({ type: 'all', search: '' })).toBe('');
  });

  it('registrations: the search words', () => {
    expect(registrationQuery({ start: 0, count: 25, sort: '-createdAt', filters: { search: ' dana ' } })).toEqual({
      start: 0,
      count: 25,
      sort: '-createdAt',
      search: 'dana',
    });
  });
});

describe('paging to the end', () => {
  it('asks the next 25 each time until the last of 110 reports', async () => {
    server.abuses = range(110).map((id) => ({ id, reason: `report ${id}` }));
    const off = $abuses.listen(() => {});
    await loadMoreAbuses();
    while ($abuses.get().hasMore) await loadMoreAbuses();
    off();
    expect($abuses.get().items).toHaveLength(110);
    expect($abuses.get().items.at(-1)?.reason).toBe('report 110');
    expect(server.queries.map((q) => q.start)).toEqual([0, 25, 50, 75, 100]);
  });
});

describe('decision forms', () => {
  it('a refused report decision keeps the comment and shows the reason on it; an accepted one changes the row', async () => {
    server.abuses = [{ id: 7, state: { id: 1, label: 'Pending' } }];
    const off = $abuses.listen(() => {});
    await filterAbuses({ state: '' });
    const form = abuseDecisionForm(7);
    form.set('comment', 'Muted the audio');
    server.refuse = new ApiError({
      kind: 'http',
      status: 400,
      message: 'Incorrect request parameters: moderationComment',
      invalidParams: { moderationComment: 'Too long for this server' },
    });
    expect(await form.decide('accepted')).toBe(false);
    expect(form.$values.get()?.comment).toBe('Muted the audio');
    expect(form.$errors.get().comment).toBe('Too long for this server');
    expect($abuses.get().items[0].state?.id).toBe(1);
    server.refuse = null;
    expect(await form.decide('rejected')).toBe(true);
    expect(server.sent.at(-1)).toEqual({ id: 7, state: 2, moderationComment: 'Muted the audio' });
    expect($abuses.get().items[0]).toMatchObject({ state: { id: 2 }, moderationComment: 'Muted the audio' });
    expect(form.$values.get()?.comment).toBe('');
    off();
  });

  it('a registration needs a response; a refused one keeps it with the server message', async () => {
    server.registrations = [{ id: 3, username: 'dana', state: { id: 1 } }];
    const off = $registrations.listen(() => {});
    await new Promise((r) => setTimeout(r, 0));
    const form = registrationDecisionForm(3);
    expect(await form.decide('accept')).toBe(false);
    expect(form.$errors.get().response).toBe('This field is required.');
    form.set('response', 'Welcome');
    server.refuse = new ApiError({ kind: 'http', status: 500, message: 'Server down' });
    expect(await form.decide('accept')).toBe(false);
    expect(form.$errors.get()._form).toBe('Server down');
    expect(form.$values.get()?.response).toBe('Welcome');
    server.refuse = null;
    expect(await form.decide('accept')).toBe(true);
    expect($registrations.get().items[0]).toMatchObject({ state: { id: 3 }, moderationResponse: 'Welcome' });
    off();
  });

  it('an unblock the server refuses puts the row back', async () => {
    server.blocks = [1, 2].map((id) => ({ id, video: { id: id * 10, name: `v${id}` } }));
    const off = $videoBlocks.listen(() => {});
    await new Promise((r) => setTimeout(r, 0));
    server.refuse = new ApiError({ kind: 'http', status: 500, message: 'No' });
    await expect(unblock(20)).rejects.toThrow('No');
    expect($videoBlocks.get().items.map((b) => b.id)).toEqual([1, 2]);
    server.refuse = null;
    await unblock(20);
    expect($videoBlocks.get().items.map((b) => b.id)).toEqual([1]);
    off();
  });
});
