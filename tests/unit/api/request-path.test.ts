import { describe, expect, it } from 'vitest';
import { requestPath } from '../../../src/api/request-path';
import { historyPage } from '../../../src/stores/library/history';
import { myVideos, myVideosPage } from '../../../src/stores/library/my-videos';
import { myImportsPage, PAGE_SIZE } from '../../../src/stores/my-space/my-imports';

describe("requestPath (early requests computed by the stores' own code)", () => {
  it('records the path and query the client sends, in its order and encoding, without sending anything', async () => {
    expect(
      await requestPath((api) =>
        api.get('/api/v1/x', { query: { b: 'a b', start: 0, skip: undefined, oneOf: [1, 2] } }),
      ),
    ).toBe('/api/v1/x?b=a+b&start=0&oneOf%5B%5D=1&oneOf%5B%5D=2');
    expect(await requestPath((client) => historyPage('', client)(0, 24))).toBe(
      '/api/v1/users/me/history/videos?start=0&count=24',
    );
    expect(await requestPath((client) => myVideosPage(client)(myVideos.firstQuery()))).toBe(
      '/api/v1/users/me/videos?start=0&count=25&sort=-publishedAt',
    );
    expect(await requestPath((client) => myImportsPage(client)(0, PAGE_SIZE))).toBe(
      `/api/v1/users/me/videos/imports?sort=-createdAt&start=0&count=${PAGE_SIZE}`,
    );
  });

  it('refuses a call that sends nothing, or not a GET first', async () => {
    await expect(requestPath(async () => undefined)).rejects.toThrow(/no GET/);
    await expect(requestPath((api) => api.post('/api/v1/x', { json: {} }))).rejects.toThrow(/POST/);
  });
});
