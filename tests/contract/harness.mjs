// The set-up every contract test file shares: a fresh local instance (test control on), seeded users logged in, and
// a check after each test that every response fitted its OpenAPI schema.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createInstance } from '../../instance/server.mjs';
import { client } from './contract.mjs';

/** Registers the hooks; the returned object holds `instance`, `api` and `tokens` (by username) once tests run. */
export function contractInstance(usernames) {
  const ctx = { instance: null, api: null, tokens: {}, client: {} };
  let errors = [];
  beforeAll(async () => {
    ctx.instance = await createInstance({ port: 0, testControl: true });
    ctx.api = client(ctx.instance.url, (e) => errors.push(...e), ctx.instance.testToken);
    Object.assign(ctx.client, (await ctx.api('GET', '/api/v1/oauth-clients/local')).body);
    for (const username of usernames) {
      const form = { ...ctx.client, grant_type: 'password', response_type: 'code', username, password: 'password' };
      ctx.tokens[username] = (await ctx.api('POST', '/api/v1/users/token', { form })).body.access_token;
    }
  });
  afterAll(() => ctx.instance?.close());
  afterEach(() => {
    const e = errors;
    errors = [];
    expect(e).toEqual([]);
  });
  return ctx;
}
