import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { END, hooksTable, peertubeHooks, START } from '../../../scripts/plugin-hooks.mjs';
import { HOOK_SCOPES } from '../../../src/lib/plugins/hooks';

describe("README's plugin hooks table", () => {
  it('lists every PeerTube client hook, and the hook table knows each of them', () => {
    const hooks: string[] = peertubeHooks();
    expect(hooks.length).toBeGreaterThan(80);
    expect(Object.keys(HOOK_SCOPES).sort()).toEqual([...hooks].sort());
    for (const hook of hooks) expect(hooksTable()).toContain(`\`${hook}\``);
  });

  it('is what the code calls (node scripts/plugin-hooks.mjs --write updates README.md)', () => {
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, 'README.md has no plugin hooks table: run node scripts/plugin-hooks.mjs --write').toBeGreaterThan(-1);
    expect(readme.slice(start, end + END.length)).toBe(hooksTable());
  });
});
