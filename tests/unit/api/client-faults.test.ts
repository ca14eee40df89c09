// The API client while the instance restarts: idempotent requests are tried again with backoff, the reachability
// follows what the requests saw, and a proxy's answers are not PeerTube's verdicts on the session.
import { describe, expect, it, vi } from 'vitest';
import { createApi, gatewayFailure, type ApiDeps } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';

const ok = (body: unknown = { ok: true }) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const nginx = (status: number) => new Response(`<html><h1>${status} Bad Gateway</h1></html>`, { status });
const problem = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ type: 'about:blank', status, ...body }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

/** A client whose fetch plays `answers` in turn (a function throws a network error). */
function setup(answers: Array<Response | 'down'>, overrides: Partial<ApiDeps> = {}) {
  const seen: Array<{ method: string; url: string }> = [];
  const reach: boolean[] = [];
  const deps: ApiDeps = {
    baseUrl: () => 'https://tube.example',
    language: () => 'en',
    accessToken: () => 'tok',
    refresh: async () => {},
    onUnauthorized: vi.fn(),
    retryDelaysMs: [1, 1, 1],
    onReachability: (r) => reach.push(r),
    fetch: (async (url: string, init: RequestInit) => {
      seen.push({ method: String(init.method), url: String(url) });
      const next = answers.shift();
      if (!next || next === 'down') throw new TypeError('Failed to fetch');
      return next;
    }) as unknown as typeof fetch,
    ...overrides,
  };
  return { api: createApi(deps), seen, reach, deps };
}

describe('API client while the instance restarts', () => {
  it('tries a GET again after a dropped connection and nginx 502/503/504 pages, and says when it answers again', async () => {
    const { api, seen, reach } = setup(['down', nginx(502), nginx(504), ok({ n: 1 })]);
    await expect(api.get('/api/v1/videos')).resolves.toEqual({ n: 1 });
    expect(seen).toHaveLength(4);
    expect(reach).toEqual([false, false, false, true]);
  });

  it('gives up after its delays with the last error', async () => {
    const { api, seen } = setup([nginx(503), nginx(503), nginx(503), nginx(503), ok()]);
    await expect(api.get('/api/v1/videos')).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(seen).toHaveLength(4);
  });

  it('never sends a POST twice: it fails at once, the instance marked unreachable', async () => {
    const { api, seen, reach } = setup(['down', ok()]);
    await expect(api.post('/api/v1/videos/1/views', { json: {} })).rejects.toMatchObject({ kind: 'network' });
    expect(seen).toHaveLength(1);
    expect(reach).toEqual([false]);
  });

  it("takes PeerTube's own 503 (a problem with a detail) as an answer, not as an outage", async () => {
    const { api, seen, reach } = setup([problem(503, { detail: 'Plugin index unavailable' }), ok()]);
    await expect(api.get('/api/v1/plugins/available')).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
    expect(reach).toEqual([true]);
    expect(gatewayFailure(502, new ApiError({ kind: 'http', status: 502 }))).toBe(true);
    expect(gatewayFailure(500, new ApiError({ kind: 'http', status: 500 }))).toBe(false);
  });

  it("leaves for /401 only on PeerTube's own 401, not on a proxy's bare 401", async () => {
    const bare = setup([new Response('Unauthorized', { status: 401 })], { retryDelaysMs: [] });
    await expect(bare.api.get('/api/v1/users/me')).rejects.toMatchObject({ status: 401 });
    expect(bare.deps.onUnauthorized).not.toHaveBeenCalled();
    const real = setup([problem(401, { code: 'unauthorized_request', detail: 'Token is invalid' })]);
    await expect(real.api.get('/api/v1/users/me')).rejects.toMatchObject({ status: 401 });
    expect(real.deps.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('stops waiting when the caller aborts', async () => {
    const stop = new AbortController();
    const { api } = setup(['down', 'down', ok()], { retryDelaysMs: [10_000] });
    const call = api.get('/api/v1/videos', { signal: stop.signal });
    setTimeout(() => stop.abort(), 5);
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('reads a plain-text answer (PeerTube\'s "pong")', async () => {
    const { api } = setup([new Response('pong', { status: 200, headers: { 'Content-Type': 'text/html' } })]);
    await expect(api.get('/api/v1/ping', { text: true })).resolves.toBe('pong');
  });
});

describe('API client: a session goes only to the instance that issued it', () => {
  it('asks the session for the token of the URL it calls, and sends none when the session is not that origin’s', async () => {
    const asked: string[] = [];
    const headers: Array<string | undefined> = [];
    const api = createApi({
      baseUrl: () => 'https://static.example',
      language: () => 'en',
      accessToken: (origin) => (asked.push(origin), origin === 'https://tube.example' ? 'tok' : null),
      refresh: async () => {},
      onUnauthorized: () => {},
      fetch: (async (_url: string, init: RequestInit) => {
        headers.push((init.headers as Record<string, string>).Authorization);
        return ok();
      }) as unknown as typeof fetch,
    });
    await api.get('/api/v1/config');
    expect(asked).toEqual(['https://static.example']);
    expect(headers).toEqual([undefined]);
  });
});
