// Right-to-left languages (Arabic, Persian) draw the page mirrored, which only works when the styles say "start" and
// "end" instead of "left" and "right": logical properties (margin-inline-start, inset-inline-end, text-align: start,
// border-start-start-radius…). This test reads every stylesheet, <style> block and inline style of src/ and fails on
// a physical left/right that is not in the allow-list below, each entry with the reason it must stay.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');

/** Physical left/right in CSS: properties, keywords, and shorthands whose left and right values differ. */
const CSS_RULES: Array<[string, RegExp]> = [
  ['left/right property', /(?:^|[\s;{])(?:margin|padding)-(?:left|right)\s*:/],
  ['left/right border', /(?:^|[\s;{])border-(?:left|right)(?:-\w+)?\s*:/],
  ['corner radius', /(?:^|[\s;{])border-(?:top|bottom)-(?:left|right)-radius\s*:/],
  ['left/right offset', /(?:^|[\s;{])(?:left|right)\s*:/],
  ['left/right keyword', /(?:text-align|float|clear)\s*:\s*(?:left|right)\b/],
  // margin: 1px 2px 3px 4px (and padding, inset, border-width): the 2nd and 4th values are right and left.
  [
    'uneven 4-value shorthand',
    /(?:^|[\s;{])(?:margin|padding|inset|border-width)\s*:\s*([^;{}\s]+)\s+([^;{}\s]+)\s+([^;{}\s]+)\s+([^;{}\s]+)\s*(?:;|$)/,
  ],
  // border-radius: a b c d names corners physically unless all are equal.
  [
    'uneven corner radii',
    /(?:^|[\s;{])border-radius\s*:\s*([^;{}\s]+)\s+([^;{}\s]+)(?:\s+([^;{}\s]+))?(?:\s+([^;{}\s]+))?\s*(?:;|$)/,
  ],
];
/** The same in JSX inline styles and in scripts that set styles. */
const SCRIPT_RULES: Array<[string, RegExp]> = [
  ['left/right style', /\b(?:margin|padding|border)(?:Left|Right)\w*\s*:/],
  ['left/right offset', /style=\{\{[^}]*\b(?:left|right)\s*:/],
  ['left/right keyword', /\b(?:textAlign|float)\s*:\s*['"](?:left|right)['"]/],
  ['left/right style', /\.style\.(?:left|right|marginLeft|marginRight|paddingLeft|paddingRight)\b/],
];

/** What must stay physical, by file and the text of its line, and why. */
const ALLOWED: Array<{ file: string; line: RegExp; why: string }> = [
  {
    file: 'src/islands/dialogs/banner.css',
    line: /^left: 50%;$/,
    why: 'centred with translateX(-50%): the same in both directions',
  },
  {
    file: 'src/styles/video.css',
    line: /^left: 0;$/,
    why: "a thumbnail's watched-time bar: media time runs left to right",
  },
  {
    file: 'src/styles/watch.css',
    line: /^inset: 0 auto 0 0;$/,
    why: 'the chapters timeline (dir="ltr"), as the player',
  },
  { file: 'src/styles/watch.css', line: /^margin-left: 6px;$/, why: 'the player\'s Play triangle (dir="ltr")' },
  {
    file: 'src/styles/watch.css',
    line: /^border-width: 17px 0 17px 28px;$/,
    why: 'the player\'s Play triangle, drawn with borders (dir="ltr")',
  },
  // The player's own controls (lib/player/controls.*): the whole bar, its timeline, marks, frames and menus are drawn
  // left to right in every language (dir="ltr" on the controls), as media controls are.
  { file: 'src/lib/player/controls.css', line: /./, why: 'the player\'s controls (dir="ltr")' },
  {
    file: 'src/lib/player/controls.ts',
    line: /\.style\.left = /,
    why: 'the timeline\'s range, marks and frame (dir="ltr")',
  },
  {
    file: 'src/islands/player/Chapters.tsx',
    line: /className="chapter-mark" style=\{\{ left:/,
    why: 'chapter marks on the timeline (dir="ltr"), as the player',
  },
];

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (['.css', '.astro', '.tsx', '.ts'].includes(extname(name))) yield path;
  }
}

/** The lines of a file that are CSS: a stylesheet, or the <style> blocks of an Astro component. */
function cssLines(file: string, text: string): Array<[number, string]> {
  const lines = text.split('\n').map((line, i) => [i + 1, line] as [number, string]);
  if (file.endsWith('.css')) return lines;
  if (!file.endsWith('.astro')) return [];
  let inStyle = false;
  return lines.filter(([, line]) => {
    if (/<style[\s>]/.test(line)) inStyle = true;
    const keep = inStyle;
    if (/<\/style>/.test(line)) inStyle = false;
    return keep;
  });
}

/** A shorthand's values are uneven when its right and left (or its corners) differ. */
function uneven(name: string, m: RegExpMatchArray): boolean {
  if (name === 'uneven 4-value shorthand') return m[2] !== m[4];
  if (name === 'uneven corner radii') {
    const values = [m[1], m[2], m[3] ?? m[1], m[4] ?? m[2]];
    return new Set(values).size > 1;
  }
  return true;
}

/** Every physical left/right of src/: `file:line: text (rule)`. */
function physicalLeftRight(): string[] {
  const found: string[] = [];
  for (const path of sourceFiles(join(ROOT, 'src'))) {
    const file = relative(ROOT, path);
    const text = readFileSync(path, 'utf8');
    const check = (line: number, code: string, rules: Array<[string, RegExp]>) => {
      const trimmed = code.trim();
      if (/^(\/\/|\/\*|\*)/.test(trimmed)) return;
      for (const [name, rule] of rules) {
        const m = trimmed.match(rule);
        if (!m || !uneven(name, m)) continue;
        if (ALLOWED.some((a) => a.file === file && a.line.test(trimmed))) continue;
        found.push(`${file}:${line}: ${trimmed} (${name})`);
      }
    };
    for (const [line, code] of cssLines(file, text)) check(line, code, CSS_RULES);
    if (/\.(tsx|ts|astro)$/.test(file)) text.split('\n').forEach((code, i) => check(i + 1, code, SCRIPT_RULES));
  }
  return found;
}

describe('right-to-left safe styles', () => {
  it('use logical properties (start/end), not left/right, outside the allow-list', () => {
    expect(physicalLeftRight()).toEqual([]);
  });

  it('catch each kind of physical left/right', () => {
    const hits = (css: string) =>
      CSS_RULES.filter(([name, rule]) => (css.match(rule) ? uneven(name, css.match(rule)!) : false));
    expect(hits('margin-left: 4px;')).toHaveLength(1);
    expect(hits('border-right: 1px solid;')).toHaveLength(1);
    expect(hits('  right: 0;')).toHaveLength(1);
    expect(hits('text-align: left;')).toHaveLength(1);
    expect(hits('margin: 0 8px 8px 0;')).toHaveLength(1);
    expect(hits('border-radius: 4px 0 0 4px;')).toHaveLength(1);
    expect(hits('margin: 0 8px 8px 8px;')).toHaveLength(0);
    expect(hits('border-radius: 4px;')).toHaveLength(0);
    expect(hits('margin-inline-start: 4px;')).toHaveLength(0);
    expect(hits('inset-inline-end: 0;')).toHaveLength(0);
    expect(hits('text-align: start;')).toHaveLength(0);
    expect(SCRIPT_RULES.some(([, rule]) => rule.test("style={{ marginLeft: 'auto' }}"))).toBe(true);
    expect(SCRIPT_RULES.some(([, rule]) => rule.test("style={{ marginInlineStart: 'auto' }}"))).toBe(false);
  });
});
