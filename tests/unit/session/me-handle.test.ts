// The signed-in person's handle is built from their account's name and host: a real PeerTube 7.0's /users/me has no
// `nameWithHost` (issue #29: the Public profile link fell back to /a/alice).
import { describe, expect, it } from 'vitest';
import { myHandle } from '../../../src/lib/me';
import type { Me } from '../../../src/api/users';

/** The identity part of a real PeerTube 7.0's GET /api/v1/users/me (../shared/peertube/fixtures/users-me-alice.json). */
const realMe = {
  id: 2,
  username: 'alice',
  account: {
    url: 'http://localhost:9000/accounts/alice',
    name: 'alice',
    host: 'localhost:9000',
    avatars: [],
    id: 3,
    displayName: 'alice',
    userId: 2,
  },
} as unknown as Me;

describe('my handle', () => {
  it("is name@host from a real server's /users/me, which has no nameWithHost", () => {
    expect(realMe.account).not.toHaveProperty('nameWithHost');
    expect(myHandle(realMe)).toBe('alice@localhost:9000');
  });

  it('falls back to the username only without an account', () => {
    expect(myHandle({ username: 'bob' } as Me)).toBe('bob');
  });
});
