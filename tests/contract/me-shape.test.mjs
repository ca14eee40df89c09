// GET /api/v1/users/me as a real PeerTube 7.0 answers it (../shared/peertube/fixtures/users-me-alice.json): the account
// has `name` and `host` but no `nameWithHost`, so the client's tests catch a client that relies on it (issue #29).
import { describe, expect, it } from 'vitest';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance(['alice']);

describe('GET /api/v1/users/me', () => {
  it('names the account by name and host, without nameWithHost', async () => {
    const { status, body } = await ctx.api('GET', '/api/v1/users/me', { token: ctx.tokens.alice });
    expect(status).toBe(200);
    expect(body.account.name).toBe('alice');
    expect(body.account.host).toBe(new URL(ctx.instance.url).host);
    expect(body.account).not.toHaveProperty('nameWithHost');
  });
});
