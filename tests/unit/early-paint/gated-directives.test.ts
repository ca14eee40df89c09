import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every `client:*` directive the site's Astro files use. */
function usedDirectives(dir = 'src'): Set<string> {
  const used = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true }).map(String)) {
    if (!file.endsWith('.astro')) continue;
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/\sclient:(\w+)/g)) used.add(m[1]!);
  }
  return used;
}

describe('the paint gate (components/EarlyFetch.astro)', () => {
  it('holds back every client directive the pages use: an island with another one would not wait for it', () => {
    const source = readFileSync('src/components/EarlyFetch.astro', 'utf8');
    const held = /\[([^\]]*)\]\.forEach\(function \(name\) \{\s*let real;/.exec(source)?.[1];
    expect(held).toBeDefined();
    const names = [...held!.matchAll(/'(\w+)'/g)].map((m) => m[1]);
    expect(usedDirectives().size).toBeGreaterThan(2);
    for (const directive of usedDirectives()) expect(names, `client:${directive}`).toContain(directive);
  });
});
