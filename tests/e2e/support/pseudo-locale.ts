// Catalogs for layout tests in languages whose real catalog is not in this build: a pseudo-translation that doubles
// every word and puts accents on its letters ("Subscriptions" → "ŠúbšçŕíṕţíóñšŠúbšçŕíṕţíóñš"), so texts are as long as
// German's compounds and overflow shows, with the placeholders kept. The build's real catalog is used when there is
// one (dist/i18n/{code}/): the test then measures the real strings.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const ACCENTS: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  y: 'ý',
  r: 'ŕ',
  l: 'ĺ',
  t: 'ţ',
  g: 'ğ',
  p: 'ṕ',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
  Y: 'Ý',
  R: 'Ŕ',
  L: 'Ĺ',
  T: 'Ţ',
  G: 'Ğ',
  P: 'Ṕ',
};

/** The pseudo-translation of an English text: each word doubled and accented, `{placeholders}` untouched. */
export function pseudo(english: string): string {
  return english
    .split(/(\{\w+\})/)
    .map((part) =>
      /^\{\w+\}$/.test(part)
        ? part
        : part.replace(/[A-Za-z][A-Za-z']*/g, (word) => {
            const accented = word.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c);
            return accented + accented.toLowerCase();
          }),
    )
    .join('');
}

const messages: Record<string, string> = JSON.parse(readFileSync('src/i18n/messages.json', 'utf8'));

/** The English text of a catalog key (a plural form falls back on the message's other form). */
function englishOf(key: string): string {
  if (key in messages) return messages[key]!;
  const base = key.replace(/\.(zero|one|two|few|many|other)$/, '');
  return messages[`${base}.other`] ?? messages[`${base}.one`] ?? key;
}

const pseudoOf = (catalog: Record<string, string>) =>
  Object.fromEntries(Object.keys(catalog).map((key) => [key, pseudo(englishOf(key))]));

/** Whether this build has a real catalog for the language. */
export function hasRealCatalog(code: string): boolean {
  return existsSync(join(process.env.OUT_DIR || 'dist', 'i18n', code));
}

/** Serves the pseudo catalog for `code` when the build has no real one: its files are the French ones' keys (the
 *  build writes every language's files with the same names) with pseudo texts. */
export async function usePseudoCatalog(page: Page, code: string): Promise<void> {
  if (hasRealCatalog(code)) return;
  await page.route(`**/i18n/${code}/**`, async (route) => {
    const url = new URL(route.request().url());
    const french = await route.fetch({ url: url.href.replace(`/i18n/${code}/`, '/i18n/fr-FR/') });
    const body = await french.text();
    if (url.pathname.endsWith('.json'))
      return route.fulfill({ response: french, body: JSON.stringify(pseudoOf(JSON.parse(body))) });
    // The early script: the same code with the pseudo strings given to applyEarly.
    const m = /^([\s\S]*applyEarly\()(\{[\s\S]*\})(\)\}\)\(\);\s*)$/.exec(body);
    if (!m) throw new Error(`unexpected catalog script ${url.pathname}`);
    return route.fulfill({ response: french, body: m[1] + JSON.stringify(pseudoOf(JSON.parse(m[2]!))) + m[3] });
  });
}
