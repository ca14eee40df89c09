// @vitest-environment jsdom
// System store logic: polling only while asked and visible; the job list's background refresh merging into the rows
// on screen; log queries from the URL's filters, audit rows, custom range checks, and live tail adding only new lines.
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job, LogLine } from '../../../src/api/system';

const server = { jobs: [] as Job[], logs: [] as LogLine[], logQueries: [] as unknown[] };
vi.mock('../../../src/api/system', () => ({
  listJobs: async (_api: unknown, q: { start: number; count: number; state?: string }) => {
    const data = server.jobs.filter((j) => !q.state || j.state === q.state);
    return { total: data.length, data: data.slice(q.start, q.start + q.count) };
  },
  pauseJobQueue: async () => {},
  resumeJobQueue: async () => {},
  getServerLogs: async (_api: unknown, q: { startDate: string }) => {
    server.logQueries.push(q);
    return server.logs.filter((l) => l.timestamp >= q.startDate);
  },
  getAuditLogs: async () => [],
}));

const { pollWhileVisible } = await import('../../../src/stores/common/poll');
const jobs = await import('../../../src/stores/admin-system/admin-jobs');
const logs = await import('../../../src/stores/admin-system/admin-logs');

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('pollWhileVisible', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('polls while on and visible, stops when hidden or off, starts again at once when back', () => {
    const $on = atom(false);
    const tick = vi.fn();
    setVisibility('visible');
    const stop = pollWhileVisible({ $trigger: $on, active: () => $on.get(), tick, ms: 1000 });
    vi.advanceTimersByTime(5000);
    expect(tick).not.toHaveBeenCalled();
    $on.set(true);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(4);
    setVisibility('hidden');
    vi.advanceTimersByTime(10_000);
    expect(tick).toHaveBeenCalledTimes(4);
    setVisibility('visible');
    expect(tick).toHaveBeenCalledTimes(5);
    $on.set(false);
    vi.advanceTimersByTime(10_000);
    expect(tick).toHaveBeenCalledTimes(5);
    $on.set(true);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(tick).toHaveBeenCalledTimes(6);
  });
});

const job = (id: number, state: Job['state'], minutes: number): Job => ({
  id: String(id),
  state,
  type: 'email',
  data: {},
  progress: 0,
  error: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString(),
});

describe('job list refresh', () => {
  it('adds new jobs on top, changes the others in place, drops those that left the filter', async () => {
    server.jobs = [job(3, 'active', 3), job(2, 'active', 2), job(1, 'active', 1)];
    const stop = jobs.$jobs.listen(() => {});
    await jobs.filterJobs({ state: 'active' });
    expect(jobs.$jobs.get().items.map((j) => j.id)).toEqual(['3', '2', '1']);
    server.jobs = [
      job(4, 'active', 4),
      { ...job(3, 'active', 3), progress: 50 },
      job(2, 'completed', 2),
      job(1, 'active', 1),
    ];
    await jobs.refreshJobs();
    expect(jobs.$jobs.get().items.map((j) => `${j.id}:${j.progress}`)).toEqual(['4:0', '3:50', '1:0']);
    stop();
  });

  it('shows a job error as text', () => {
    expect(jobs.jobError({ ...job(1, 'failed', 1), error: 'Error: boom' })).toBe('Error: boom');
    expect(jobs.jobError({ ...job(1, 'failed', 1), error: { message: 'x' } })).toContain('"message": "x"');
    expect(jobs.jobError(job(1, 'completed', 1))).toBe('');
  });
});

const filters = { type: 'standard', level: 'warn', range: 'hour', from: '', to: '', tags: '' };

describe('logs', () => {
  it('turns filters into PeerTube queries', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(logs.logQuery(filters, now)).toEqual({
      audit: false,
      startDate: '2026-05-01T11:00:00.000Z',
      endDate: undefined,
      level: 'warn',
      tagsOneOf: undefined,
    });
    expect(logs.logQuery({ ...filters, range: 'week', level: 'nonsense', tags: 'ffmpeg, api ,' }, now)).toMatchObject({
      startDate: '2026-04-24T12:00:00.000Z',
      level: 'warn',
      tagsOneOf: ['ffmpeg', 'api'],
    });
    const custom = logs.logQuery(
      { ...filters, type: 'audit', range: 'custom', from: '2026-04-01T10:00:00Z', to: '2026-04-02T10:00:00Z' },
      now,
    );
    expect(custom).toMatchObject({
      audit: true,
      startDate: '2026-04-01T10:00:00.000Z',
      endDate: '2026-04-02T10:00:00.000Z',
    });
    expect(logs.canTail({ ...filters, range: 'custom', to: '2026-04-02T10:00' })).toBe(false);
  });

  it('reads audit lines as who did what where', () => {
    const row = logs.toRow({
      level: 'audit',
      message: JSON.stringify({ user: 'root', domain: 'users', action: 'create', 'user-id': 2 }),
      timestamp: '2026-01-01T00:00:00Z',
      label: 'x',
    });
    expect(row).toMatchObject({ by: 'root', domain: 'users', action: 'create', message: '' });
    expect(row.meta).toContain('"user-id": 2');
    const plain = logs.toRow({ level: 'warn', message: 'careful', timestamp: '2026-01-01T00:00:00Z', tags: ['http'] });
    expect(plain).toMatchObject({ message: 'careful', tags: ['http'] });
    expect(plain.meta).toContain('"tags"');
  });

  it('checks a custom range', () => {
    const now = Date.parse('2026-05-01T12:00:00');
    expect(logs.rangeErrors({ from: '', to: '' }, now).from).toMatch(/Choose when/);
    expect(logs.rangeErrors({ from: '2027-01-01T00:00', to: '' }, now).from).toMatch(/future/);
    expect(logs.rangeErrors({ from: '2026-04-02T00:00', to: '2026-04-01T00:00' }, now).to).toMatch(/after the start/);
    expect(logs.rangeErrors({ from: '2026-04-01T00:00', to: '2026-04-02T00:00' }, now)).toEqual({ from: '', to: '' });
  });

  it('live tail puts only new lines on top, newest first, even with several at the same instant', async () => {
    const at = (s: number) => new Date(Date.now() - 60_000 + s * 1000).toISOString();
    server.logs = [
      { level: 'warn', message: 'a', timestamp: at(1) },
      { level: 'warn', message: 'b', timestamp: at(2) },
    ];
    const stop = logs.$logs.listen(() => {});
    await logs.reloadLogs();
    expect(logs.$logs.get().items.map((r) => r.message)).toEqual(['b', 'a']);
    server.logs.push(
      { level: 'warn', message: 'c', timestamp: at(2) },
      { level: 'error', message: 'd', timestamp: at(3) },
    );
    await logs.pollTail();
    expect(logs.$logs.get().items.map((r) => r.message)).toEqual(['d', 'c', 'b', 'a']);
    await logs.pollTail();
    expect(logs.$logs.get().items.map((r) => r.message)).toEqual(['d', 'c', 'b', 'a']);
    expect(logs.$logs.get().total).toBe(4);
    stop();
  });
});
