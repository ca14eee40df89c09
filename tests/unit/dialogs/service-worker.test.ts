import { describe, expect, it, vi } from 'vitest';
import {
  parseStrategy,
  registerServiceWorker,
  ServiceWorkerError,
  SwErrorCode,
} from '../../../src/stores/shell/service-worker';

describe('service worker registration', () => {
  it('parses the strategies', () => {
    expect(parseStrategy('registerWhenStable')).toEqual({ kind: 'registerWhenStable', timeoutMs: 30000 });
    expect(parseStrategy('registerWhenStable:5000')).toEqual({ kind: 'registerWhenStable', timeoutMs: 5000 });
    expect(parseStrategy('registerImmediately')).toEqual({ kind: 'registerImmediately' });
    expect(parseStrategy('registerWithDelay:200')).toEqual({ kind: 'registerWithDelay', delayMs: 200 });
  });

  it.each([
    'registerSoon',
    'registerWithDelay:abc',
    'registerWithDelay:-1',
    'registerImmediately:10',
    'registerWithDelay:1:2',
    '',
  ])('rejects %j with 5600', (value) => {
    try {
      parseStrategy(value);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ServiceWorkerError);
      expect((error as ServiceWorkerError).code).toBe(SwErrorCode.invalidStrategy);
    }
  });

  it('returns (never throws) typed errors: unsupported, invalid strategy, failed registration', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = { enabled: true, scriptUrl: '/sw.js', scope: '/', strategy: 'registerImmediately' };
    expect(await registerServiceWorker(config, {} as Navigator)).toMatchObject({ code: 5601 });
    expect(
      await registerServiceWorker({ ...config, enabled: false }, { serviceWorker: {} } as unknown as Navigator),
    ).toMatchObject({ code: 5601 });
    const failing = { serviceWorker: { register: () => Promise.reject(new Error('nope')) } } as unknown as Navigator;
    expect(await registerServiceWorker({ ...config, strategy: 'bogus' }, failing)).toMatchObject({ code: 5600 });
    expect(await registerServiceWorker(config, failing)).toMatchObject({ code: 5604 });
    expect(log).toHaveBeenCalledTimes(4);
    log.mockRestore();
  });

  it('registers the configured script and scope', async () => {
    const register = vi.fn(async () => ({ scope: '/' }) as ServiceWorkerRegistration);
    await registerServiceWorker({ enabled: true, scriptUrl: '/sw.js', scope: '/', strategy: 'registerWithDelay:0' }, {
      serviceWorker: { register },
    } as unknown as Navigator);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
