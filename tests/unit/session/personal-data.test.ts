// @vitest-environment jsdom
// Every key this browser keeps is sorted in one place (stores/session/personal-data.ts): the person's, forgotten at
// logout, or the device's. This test reads src/ for every localStorage, sessionStorage and persistent store key and
// fails on one that is in neither list; logout then forgets exactly the person's (issue #35.2).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clearPersonalData,
  DEVICE_LOCAL_KEYS,
  DEVICE_SESSION_KEYS,
  isPersonalLocalKey,
  PERSONAL_LOCAL_KEYS,
  PERSONAL_LOCAL_PREFIXES,
  PERSONAL_SESSION_KEYS,
} from '../../../src/stores/session/personal-data';

const SRC = join(__dirname, '../../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx|astro|mjs)$/.test(name) ? [path] : [];
  });
}
/** A file's code without its comments (their prose names keys and values too). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
const sources = files(SRC).map((path) => ({ path: relative(SRC, path), text: code(readFileSync(path, 'utf8')) }));
const all = sources.map((s) => s.text).join('\n');

/** A constant's string value, from `NAME = '…'` or `name: '…'` (or another constant), in its file first, else in src/. */
function constant(name: string, text: string, depth = 0): string | null {
  const re = new RegExp(`\\b${name}\\s*(?:=|:)\\s*(?:(['"\`])([^'"\`$]+)\\1|([A-Z_][A-Z0-9_]*)\\b)`);
  const m = re.exec(text) ?? re.exec(all);
  if (!m) return null;
  if (m[2] !== undefined) return m[2];
  return depth < 3 ? constant(m[3]!, all, depth + 1) : null;
}

/**
 * Call sites whose key is computed where this scan cannot follow it, with the keys they use: a new such call site
 * fails the test until it is declared here (and its keys sorted in personal-data.ts).
 */
const DYNAMIC: Record<string, string[]> = {
  // warnings.ts: `storage('local')?.getItem(WARNING_LOCAL_KEYS[kind])` and setItem, the three "don't show again" flags.
  'stores/shell/warnings.ts:WARNING_LOCAL_KEYS[kind]': [
    'no_welcome_modal',
    'no_instance_config_warning_modal',
    'no_account_setup_warning_modal',
  ],
  'stores/shell/warnings.ts:WARNING_LOCAL_KEYS[current.kind]': [
    'no_welcome_modal',
    'no_instance_config_warning_modal',
    'no_account_setup_warning_modal',
  ],
  // upload-resume.ts: `resumeKey(file)` is `pt-upload:<name>:<size>:<mtime>`.
  'stores/manage/upload-resume.ts:resumeKey(file': ['pt-upload:'],
  // personal-data.ts itself removes the keys it lists.
  'stores/session/personal-data.ts:key': [],
  // session-directive.ts reads the session key through a parameter.
  'lib/session-directive.ts:SESSION_KEY': ['pt-session'],
};

/** Every key (or prefix, ending in ':') written or read in src/, with where. */
function storageKeys(): Array<{ key: string; where: string }> {
  const found: Array<{ key: string; where: string }> = [];
  const call = /(?:\.(?:getItem|setItem|removeItem)|persistent(?:Atom|Map|JSON)\s*(?:<[^>(]*>)?)\(\s*([^,)]+?)\s*[,)]/g;
  for (const { path, text } of sources) {
    for (const m of text.matchAll(call)) {
      const arg = m[1]!.trim();
      const where = `${path}:${arg}`;
      let key: string | null = null;
      const literal = /^(['"`])([^'"`$]*)(\$\{)?/.exec(arg);
      if (literal) key = literal[2]!;
      else if (/^[\w.]+$/.test(arg)) key = constant(arg.split('.').pop()!, text);
      // A prefix constant and a name: the prefix is the key (`DRAFT_PREFIX + name`).
      else if (/^[A-Z_][A-Z0-9_]*\s*\+/.test(arg)) key = constant(arg.split('+')[0]!.trim(), text);
      const declared = DYNAMIC[where];
      if (declared) declared.forEach((k) => found.push({ key: k, where }));
      else if (key === null) found.push({ key: `<unresolved ${arg}>`, where });
      else found.push({ key, where });
    }
  }
  return found;
}

describe('personal data', () => {
  it('finds the keys of the code (the scan itself works)', () => {
    const keys = storageKeys().map((k) => k.key);
    for (const k of [
      'pt-session',
      'pt-theme',
      'pt-recent-searches',
      'pt-early-account',
      'pt-upload:',
      'menu-collapsed',
    ])
      expect(keys).toContain(k);
  });

  it('sorts every storage key of src/ as the person’s or the device’s', () => {
    const unsorted = storageKeys().filter(
      ({ key }) =>
        !isPersonalLocalKey(key) &&
        !PERSONAL_LOCAL_PREFIXES.includes(key) &&
        !PERSONAL_SESSION_KEYS.includes(key) &&
        !DEVICE_LOCAL_KEYS.includes(key) &&
        !DEVICE_SESSION_KEYS.includes(key),
    );
    expect(unsorted).toEqual([]);
  });

  it('lists drafts and unfinished uploads as the person’s; no key is both', () => {
    expect(PERSONAL_LOCAL_PREFIXES).toEqual(expect.arrayContaining(['pt-draft:', 'pt-upload:']));
    expect(PERSONAL_LOCAL_KEYS.filter((k) => DEVICE_LOCAL_KEYS.includes(k))).toEqual([]);
  });

  it('forgets at logout exactly what is the person’s, in both storages and the page cache', async () => {
    const personal = {
      'pt-recent-searches': '["secret"]',
      'pt-early-account': 'alice',
      'pt-upload:holiday.mp4:1000:17': '{"uploadId":"u1"}',
      'pt-draft:comment': 'half a sentence',
      no_account_setup_warning_modal: 'true',
    };
    const device = { 'pt-theme': 'dark', 'pt-language': 'fr', 'pt-instance-base': 'https://tube.example' };
    for (const [k, v] of Object.entries({ ...personal, ...device })) localStorage.setItem(k, v);
    sessionStorage.setItem('pt-warnings-shown', 'alice');
    const deleted: string[] = [];
    (globalThis as { caches?: unknown }).caches = { delete: async (name: string) => (deleted.push(name), true) };
    await clearPersonalData();
    expect(Object.keys(localStorage).sort()).toEqual(Object.keys(device).sort());
    expect(sessionStorage.getItem('pt-warnings-shown')).toBeNull();
    expect(deleted).toEqual(['pages']);
  });
});
