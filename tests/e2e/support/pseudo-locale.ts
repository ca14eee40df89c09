// Layout tests in languages whose real catalog is not in this build: the pseudo-translation of scripts/pseudo-locale.mjs
// (every word doubled and accented, as long as German's compounds), served in place of the missing catalog files.
// The build's real catalog is used when there is one (dist/i18n/{code}/): the test then measures the real strings.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { pseudoFile, readMessages } from '../../../scripts/pseudo-locale.mjs';

const messages = readMessages();

/** Whether this build has a real catalog for the language. */
export function hasRealCatalog(code: string): boolean {
  return existsSync(join(process.env.OUT_DIR || 'dist', 'i18n', code));
}

/** Serves the pseudo catalog for `code` when the build has no real one, from the French files of the same names. */
export async function usePseudoCatalog(page: Page, code: string): Promise<void> {
  if (hasRealCatalog(code)) return;
  await page.route(`**/i18n/${code}/**`, async (route) => {
    const url = new URL(route.request().url());
    const french = await route.fetch({ url: url.href.replace(`/i18n/${code}/`, '/i18n/fr-FR/') });
    return route.fulfill({ response: french, body: pseudoFile(url.pathname, await french.text(), messages) });
  });
}
