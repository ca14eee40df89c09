// The design tokens of global.css against PeerTube's theme variables: global.css is read as written and its custom
// properties resolved the way a browser does (declared on :root and body, inherited, var() with fallbacks), with a
// theme's own rules on top, so each assertion is what a theme plugin or the instance's custom CSS gets on screen.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(new URL('../../../src/styles/global.css', import.meta.url), 'utf8');

type Declarations = Array<[string, string]>;

/** The custom property declarations of the rule whose selector is exactly `selector`. */
function block(css: string, selector: string): Declarations {
  const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)];
  const rule = rules.find(([, sel]) => sel.trim() === selector);
  if (!rule) return [];
  return [...rule[2].matchAll(/(--[\w-]+)\s*:\s*([^;]+)(?:;|$)/g)].map(([, name, value]) => [name, value.trim()]);
}

/** Substitutes var() in `value` with `lookup`; undefined when a reference without fallback is missing. */
function substitute(value: string, lookup: (name: string) => string | undefined): string | undefined {
  const at = value.indexOf('var(');
  if (at < 0) return value;
  let depth = 0;
  let end = at + 4;
  for (; end < value.length; end++) {
    if (value[end] === '(') depth++;
    else if (value[end] === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  const inner = value.slice(at + 4, end);
  const comma = inner.indexOf(',');
  const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
  const fallback = comma < 0 ? undefined : inner.slice(comma + 1).trim();
  const found = lookup(name) ?? (fallback === undefined ? undefined : substitute(fallback, lookup));
  if (found === undefined) return undefined;
  return substitute(value.slice(0, at) + found + value.slice(end + 1), lookup);
}

/** Computed custom properties of one element: its declarations (in cascade order) over what it inherits. */
function compute(declared: Declarations, inherited: Record<string, string>): Record<string, string> {
  const own = new Map(declared);
  const done: Record<string, string> = {};
  const resolving = new Set<string>();
  const get = (name: string): string | undefined => {
    if (!own.has(name)) return inherited[name];
    if (name in done) return done[name];
    if (resolving.has(name)) return undefined; // a cycle: invalid at computed-value time
    resolving.add(name);
    const value = substitute(own.get(name)!, get);
    resolving.delete(name);
    if (value !== undefined) done[name] = value;
    return value;
  };
  const out = { ...inherited };
  for (const name of own.keys()) {
    const value = get(name);
    if (value === undefined) delete out[name];
    else out[name] = value;
  }
  return out;
}

/** The body's tokens with `<html data-theme data-pt-theme>` and a theme's CSS (its :root and body#custom-css rules). */
function tokens(options: { scheme?: 'light' | 'dark'; ptTheme?: string; themeCss?: string } = {}) {
  const { scheme = 'light', ptTheme, themeCss = '' } = options;
  const root = compute(
    [
      ...block(CSS, ':root'),
      ...(scheme === 'dark' ? block(CSS, ":root[data-theme='dark']") : []),
      ...(ptTheme ? block(CSS, `:root[data-pt-theme='${ptTheme}']`) : []),
      ...block(themeCss, ':root'),
    ],
    {},
  );
  // body#custom-css is more specific than global.css's body: its declarations come last.
  return compute([...block(CSS, 'body'), ...block(themeCss, 'body#custom-css')], root);
}

describe("this client's tokens from PeerTube's theme variables", () => {
  it("keep this client's own palettes when no theme sets anything", () => {
    expect(tokens()).toMatchObject({
      '--bg': '#ffffff',
      '--fg': '#1f2328',
      '--accent': '#c43c00',
      '--accent-fg': '#ffffff',
    });
    expect(tokens({ scheme: 'dark' })).toMatchObject({ '--bg': '#16181c', '--fg': '#e6e8eb', '--accent': '#ff8a50' });
  });

  it('follow the names themes written for PeerTube before 7 use, set anywhere (peertube-theme-background-red sets :root)', () => {
    const t = tokens({
      themeCss: `:root { --mainBackgroundColor: red; --mainForegroundColor: #fafafa; --mainColor: #f92672;
        --greyForegroundColor: #aaa; --greyBackgroundColor: #333; --menuBackgroundColor: #111; --inputBackgroundColor: #222;
        --inputBorderColor: #444 }`,
    });
    expect(t).toMatchObject({
      '--bg': 'red',
      '--fg': '#fafafa',
      '--accent': '#f92672',
      '--primary': '#f92672',
      '--fg-muted': '#aaa',
      '--bg-soft': '#333',
      '--menu-bg': '#111',
      '--menu-fg': '#fafafa',
      '--input-bg': '#222',
      '--input-fg': '#fafafa',
      '--border': '#444',
    });
  });

  it("follow PeerTube 7's names set on body#custom-css (themes and the instance's custom CSS)", () => {
    const t = tokens({
      themeCss: `body#custom-css { --bg: #101010; --fg: #eeeeee; --primary: #00aa88; --on-primary: #000000;
        --bg-secondary: #202020; --fg-300: #bbbbbb; --input-border-color: #555555; --menu-bg: #050505; --red: #ff5555 }`,
    });
    expect(t).toMatchObject({
      '--bg': '#101010',
      '--fg': '#eeeeee',
      '--accent': '#00aa88',
      '--accent-fg': '#000000',
      '--bg-soft': '#202020',
      '--fg-muted': '#bbbbbb',
      '--border': '#555555',
      '--menu-bg': '#050505',
      '--danger': '#ff5555',
      '--input-bg': '#101010',
    });
  });

  it('a 7.x name set on :root changes nothing, as in PeerTube (its body rule wins there too)', () => {
    expect(tokens({ themeCss: ':root { --primary: #00aa88; --bg: #101010 }' })).toMatchObject({
      '--accent': '#c43c00',
      '--bg': '#ffffff',
    });
  });

  it("draw PeerTube 7's built-in themes: light beige and dark brown", () => {
    expect(tokens({ ptTheme: 'peertube-core-light-beige' })).toMatchObject({
      '--bg': 'hsl(250 5% 96%)',
      '--fg': 'hsl(0 14% 2%)',
      '--accent': '#ff8f37',
      '--accent-fg': 'hsl(0 14% 2%)',
      '--bg-soft': 'hsl(0 19% 89%)',
      '--input-bg': 'hsl(0 13% 92%)',
    });
    expect(tokens({ scheme: 'dark', ptTheme: 'peertube-core-dark-brown' })).toMatchObject({
      '--bg': 'hsl(0 14% 7%)',
      '--fg': 'hsl(0 10% 96%)',
      '--accent': '#fd9c50',
      '--accent-fg': '#111111',
      '--danger': '#ff7b72',
    });
  });
});
