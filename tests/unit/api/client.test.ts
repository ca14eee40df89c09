import { describe, expect, it, vi } from 'vitest';
import { createApi, singleFlight, toQueryString, type ApiDeps } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';

const problem = (status: number, code: string, detail = 'Problem') =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'T', status, detail, code }), {
    status,
    headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
  });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake instance: access tokens valid when they equal `state.valid`; refresh issues the next one. */
function setup(overrides: Partial<ApiDeps> = {}) {
  const state = {
    token: 'old',
    valid: 'new',
    refreshes: 0,
    calls: [] as Array<{ url: string; headers: Record<string, string> }>,
  };
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    state.calls.push({ url: String(url), headers });
    if (headers.Authorization && headers.Authorization !== `Bearer ${state.valid}`)
      return problem(401, 'invalid_token', 'Token expired');
    return json({ ok: true, url: String(url) });
  });
  const deps: ApiDeps = {
    baseUrl: () => 'https://tube.example',
    language: () => 'fr',
    accessToken: () => state.token,
    refresh: async () => {
      state.refreshes++;
      await new Promise((r) => setTimeout(r, 5));
      state.token = state.valid;
    },
    onUnauthorized: vi.fn(),
    fetch: fetchMock as unknown as typeof fetch,
    ...overrides,
  };
  return { api: createApi(deps), state, deps, fetchMock };
}

describe('API client', () => {
  it('sends the interface language on every request and the bearer token only to the instance', async () => {
    const { api, state } = setup({ accessToken: () => 'new' });
    await api.get('/api/v1/videos');
    await api.get('https://elsewhere.example/api/v1/videos');
    expect(state.calls[0].headers['x-peertube-language']).toBe('fr');
    expect(state.calls[0].headers.Authorization).toBe('Bearer new');
    expect(state.calls[1].headers['x-peertube-language']).toBe('fr');
    expect(state.calls[1].headers.Authorization).toBeUndefined();
  });

  it('refreshes an expired token once and retries the request', async () => {
    const { api, state } = setup();
    const res = await api.get<{ ok: boolean }>('/api/v1/users/me');
    expect(res.ok).toBe(true);
    expect(state.refreshes).toBe(1);
    expect(state.calls.map((c) => c.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('shares one refresh among concurrent failing requests', async () => {
    const refresh = vi.fn();
    const { api, state, deps } = setup();
    const shared = singleFlight(async () => {
      refresh();
      await new Promise((r) => setTimeout(r, 10));
      state.token = state.valid;
    });
    deps.refresh = shared;
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => api.get<{ ok: boolean }>(`/api/v1/x/${i}`)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('gives up after one retry and surfaces the refresh failure', async () => {
    const { api } = setup({
      refresh: async () => {
        throw new ApiError({ kind: 'http', status: 400, code: 'invalid_grant' });
      },
    });
    await expect(api.get('/api/v1/users/me')).rejects.toMatchObject({ code: 'invalid_grant' });
  });

  it('sends other 401s to the unauthorized handler but passes two-factor errors back untouched', async () => {
    const onUnauthorized = vi.fn();
    const responses = [
      problem(401, 'unknown_error', 'Nope'),
      problem(401, 'missing_two_factor', 'Missing two factor header'),
    ];
    const { api } = setup({
      accessToken: () => 'new',
      onUnauthorized,
      fetch: (async () => responses.shift()!) as unknown as typeof fetch,
    });
    await expect(api.get('/api/v1/admin')).rejects.toMatchObject({ status: 401, code: 'unknown_error' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.post('/api/v1/users/token')).rejects.toMatchObject({
      code: 'missing_two_factor',
      detail: 'Missing two factor header',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns network failures, timeouts and unreadable bodies into typed errors', async () => {
    const network = setup({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    await expect(network.api.get('/api/v1/config')).rejects.toMatchObject({ kind: 'network' });

    const slow = setup({
      fetch: ((_u: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        )) as unknown as typeof fetch,
    });
    await expect(slow.api.get('/api/v1/config', { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });

    const garbage = setup({
      fetch: (async () => new Response('<html>oops', { status: 200 })) as unknown as typeof fetch,
    });
    await expect(garbage.api.get('/api/v1/config')).rejects.toMatchObject({ kind: 'parse' });

    const html500 = setup({
      fetch: (async () => new Response('<h1>Bad gateway</h1>', { status: 502 })) as unknown as typeof fetch,
    });
    const error = (await html500.api.get('/api/v1/config').catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/502/);
  });

  it('carries the server detail and code in the error', async () => {
    const { api } = setup({
      fetch: (async () =>
        problem(400, 'invalid_grant', 'Invalid grant: user credentials are invalid')) as unknown as typeof fetch,
    });
    const error = (await api.post('/api/v1/users/token', { auth: false }).catch((e) => e)) as ApiError;
    expect(error.message).toBe('Invalid grant: user credentials are invalid');
    expect(error.code).toBe('invalid_grant');
    expect(error.status).toBe(400);
  });
});

describe('toQueryString', () => {
  it('writes arrays as repeated key[] parameters and drops empty values', () => {
    expect(toQueryString({ search: 'a b', languageOneOf: ['en', 'fr'], start: 0, sort: undefined, x: '' })).toBe(
      '?search=a+b&languageOneOf%5B%5D=en&languageOneOf%5B%5D=fr&start=0',
    );
  });
});

describe('refresh races', () => {
  it('retries without a second refresh when the token was renewed while the request was in flight', async () => {
    const { api, state, deps } = setup();
    // The request leaves with the old token; by the time its 401 arrives another call has refreshed.
    const realFetch = deps.fetch!;
    deps.fetch = (async (url: string, init: RequestInit) => {
      const res = await realFetch(url, init);
      state.token = state.valid;
      return res;
    }) as unknown as typeof fetch;
    const res = await api.get<{ ok: boolean }>('/api/v1/users/me');
    expect(res.ok).toBe(true);
    expect(state.refreshes).toBe(0);
  });
});
