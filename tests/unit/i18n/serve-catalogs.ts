// A `fetch` for unit tests that answers the catalog URLs (/i18n/{code}/{areas}[.{hash}].json) from the sources, as
// the build's files would, and records what was asked.
import { vi } from 'vitest';
import { areaSet, readLanguageCatalog, splitByArea } from '../../../src/build/i18n-catalogs.mjs';

/** Stubs the global fetch; returns the list of requested URLs. */
export function serveCatalogs(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = String(input);
    asked.push(url);
    const m = /^\/i18n\/([\w-]+)\/([\w+-]+?)(?:\.\w+)?\.json$/.exec(url);
    if (!m) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(areaSet(splitByArea(readLanguageCatalog(m[1])), m[2])), { status: 200 });
  });
  return asked;
}
