// The served /api/v1/config changed for one page only (page.route): other specs running beside it see the real one.
import type { Page } from '@playwright/test';

/** Serves the real /api/v1/config with `patch` applied, for this page only. */
export async function patchConfig(page: Page, patch: (config: Record<string, any>) => void): Promise<void> {
  await page.route('**/api/v1/config', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    patch(json);
    await route.fulfill({ response, json });
  });
}
