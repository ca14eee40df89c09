import { describe, expect, it, vi } from 'vitest';
import { resolveActor, actorNameFrom } from '../../../src/lib/resolve-actor';
import { ApiError } from '../../../src/api/errors';

const notFound = () => Promise.reject(new ApiError({ kind: 'http', status: 404 }));
const found = () => Promise.resolve({});

describe('@name resolution', () => {
  it('prefers the account, then the channel, else /404', async () => {
    expect(await resolveActor('alice', { account: found, channel: found })).toBe('/a/alice');
    expect(await resolveActor('chan', { account: notFound, channel: found })).toBe('/c/chan');
    expect(await resolveActor('nobody', { account: notFound, channel: notFound })).toBe('/404');
  });

  it('asks for both at once instead of one after the other', async () => {
    let release!: () => void;
    const account = vi.fn(
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    const channel = vi.fn(found);
    const result = resolveActor('x', { account, channel });
    expect(account).toHaveBeenCalled();
    expect(channel).toHaveBeenCalled();
    release();
    expect(await result).toBe('/a/x');
  });

  it('does not send people to /404 when the server is unreachable', async () => {
    const down = () => Promise.reject(new ApiError({ kind: 'network' }));
    await expect(resolveActor('x', { account: down, channel: notFound })).rejects.toBeInstanceOf(ApiError);
  });

  it('reads the name from the path, or from ?name= on hosts without rewrites', () => {
    expect(actorNameFrom({ pathname: '/@alice', search: '' })).toBe('alice');
    expect(actorNameFrom({ pathname: '/@chan@other.example/', search: '' })).toBe('chan@other.example');
    expect(actorNameFrom({ pathname: '/@/', search: '?name=bob' })).toBe('bob');
  });
});
