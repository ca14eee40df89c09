import type { APIRequestContext, Page } from '@playwright/test';

/** An instance's answer to a video search. */
export interface VideoSearchAnswer {
  total: number;
  data: Array<{ name: string }>;
}

/** Takes the instance's answer to the video search `query` once (its first 30 results) and serves the page's video
 *  searches from it, paged by their `start` and `count`: specs running beside publish videos, which would shift the
 *  later pages under the test. Returns that answer. */
export async function snapshotVideoSearch(
  page: Page,
  request: APIRequestContext,
  query: string,
): Promise<VideoSearchAnswer> {
  const res = await request.get(`/api/v1/search/videos?${query}&nsfw=false&start=0&count=30`);
  const all = (await res.json()) as VideoSearchAnswer;
  await page.route('**/api/v1/search/videos?*', async (route) => {
    const url = new URL(route.request().url());
    const start = Number(url.searchParams.get('start') ?? 0);
    const count = Number(url.searchParams.get('count') ?? 10);
    await route.fulfill({ json: { total: all.total, data: all.data.slice(start, start + count) } });
  });
  return all;
}
