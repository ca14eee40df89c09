// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';

const grants: string[] = [];
let answer: () => Promise<unknown> = async () => ({ access_token: 'A2', refresh_token: 'R2', expires_in: 3600 });
vi.mock('../../../src/api/auth', () => ({
  getOAuthClient: async () => ({ client_id: 'c', client_secret: 's' }),
  refreshGrant: async (_api: unknown, _client: unknown, refreshToken: string) => {
    grants.push(refreshToken);
    return answer();
  },
  passwordGrant: async () => ({}),
  revokeToken: async () => {},
}));

// The site's settings name no other instance: the session's own origin is the page's.
vi.stubGlobal('fetch', async (url: string) =>
  String(url).endsWith('/client-settings.json')
    ? new Response('{"instanceUrl":""}')
    : new Response(null, { status: 404 }),
);

const { $tokens, refreshSession, clearPersonalData, refreshEndsSession } =
  await import('../../../src/stores/session/session');
const { $toasts } = await import('../../../src/stores/shell/toasts');

describe('renewing the session', () => {
  beforeEach(() => {
    grants.length = 0;
    $toasts.set([]);
    $tokens.set({ accessToken: 'A1', refreshToken: 'R1', expiresAt: 0 });
  });

  it('stores the new pair once for concurrent callers', async () => {
    await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(grants).toEqual(['R1']);
    expect($tokens.get()).toMatchObject({ accessToken: 'A2', refreshToken: 'R2' });
  });

  it('keeps the session on a network error, a timeout or a 5xx, says so with Retry, and tries again next time', async () => {
    for (const error of [
      new ApiError({ kind: 'network' }),
      new ApiError({ kind: 'timeout' }),
      new ApiError({ kind: 'http', status: 502 }),
    ]) {
      answer = async () => {
        throw error;
      };
      await expect(refreshSession()).rejects.toBe(error);
      expect($tokens.get()).toMatchObject({ refreshToken: 'R1' });
    }
    expect($toasts.get().at(-1)).toMatchObject({
      summary: 'Your session could not be renewed just now.',
      action: { label: 'Retry' },
    });
    answer = async () => ({ access_token: 'A3', refresh_token: 'R3', expires_in: 3600 });
    await refreshSession();
    expect($tokens.get()).toMatchObject({ refreshToken: 'R3' });
  });

  it('ends the session only when the token endpoint refuses (invalid_grant)', async () => {
    answer = async () => {
      throw new ApiError({ kind: 'http', status: 400, code: 'invalid_grant', detail: 'Invalid grant' });
    };
    await expect(refreshSession()).rejects.toBeInstanceOf(ApiError);
    expect($tokens.get()).toBeNull();
    expect($toasts.get().at(-1)?.summary).toBe('Your session has expired. Please log in again.');
    expect(refreshEndsSession(new ApiError({ kind: 'http', status: 401, code: 'invalid_token' }))).toBe(true);
    expect(refreshEndsSession(new ApiError({ kind: 'http', status: 503 }))).toBe(false);
  });

  it("keeps the session when a 400/401 is not PeerTube's (a proxy's page while the server restarts)", async () => {
    expect(refreshEndsSession(new ApiError({ kind: 'http', status: 401 }))).toBe(false);
    answer = async () => {
      throw new ApiError({ kind: 'http', status: 401 });
    };
    await expect(refreshSession()).rejects.toBeInstanceOf(ApiError);
    expect($tokens.get()).toMatchObject({ refreshToken: 'R1' });
  });

  it('never sends the refresh token to another instance than the one that issued the session', async () => {
    $tokens.set({ accessToken: 'A1', refreshToken: 'R1', expiresAt: 0, origin: 'https://other.example' });
    await expect(refreshSession()).rejects.toBeTruthy();
    expect(grants).toEqual([]);
    expect($tokens.get()).toBeNull();
  });

  it('uses the pair another tab stored meanwhile instead of spending the single-use refresh token again', async () => {
    localStorage.setItem('pt-session', JSON.stringify({ accessToken: 'B', refreshToken: 'RB', expiresAt: 0 }));
    await refreshSession();
    expect(grants).toEqual([]);
    expect($tokens.get()).toMatchObject({ accessToken: 'B', refreshToken: 'RB' });
  });

  it('forgets what belongs to the person at logout: recent searches, positions, drafts, list preferences', async () => {
    localStorage.setItem('pt-recent-searches', '["secret"]');
    localStorage.setItem('pt-early-preferences', 'nsfw=both&languageOneOf%5B%5D=fr');
    localStorage.setItem('pt-resume', '{}');
    localStorage.setItem('pt-draft:comment', 'half a sentence');
    localStorage.setItem('pt-theme', 'dark');
    await clearPersonalData();
    expect(
      Object.keys(localStorage)
        .filter((k) => k !== 'pt-session')
        .sort(),
    ).toEqual(['pt-theme']);
  });
});
