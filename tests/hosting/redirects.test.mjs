// The generated _redirects (Netlify, Cloudflare Pages) against the same route table as the nginx test, with the
// hosts' documented matching: an existing file is served first (rules do not shadow it), then the first rule that
// matches (`:name` one segment, `*` the rest), 301s carry the query, 200s serve the target, the catch-all 404s.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MISSING, PAGES, REDIRECT_CASES } from './routes.mjs';
import { FRAME_HEADERS, frameable } from '../../src/routing/frame-rules.mjs';

const dist = resolve(process.env.OUT_DIR || 'dist');
const rules = readFileSync(join(dist, '_redirects'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    const names = [];
    const re = new RegExp(
      '^' +
        from
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/:(\w+)/g, (_, n) => {
            names.push(n);
            return '([^/]+)';
          })
          .replace(/\*/g, () => {
            names.push('splat');
            return '(.*)';
          }) +
        '/?$',
    );
    return { re, names, to, status: Number(status) };
  });

function file(path) {
  const clean = join(dist, decodeURIComponent(path));
  for (const candidate of [clean, join(clean, 'index.html'), `${clean}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** What a Netlify-style host answers: [status, file served or Location]. */
function answer(pathWithQuery) {
  const url = new URL(pathWithQuery, 'http://host');
  const found = file(url.pathname);
  if (found) return [200, found];
  for (const rule of rules) {
    const m = rule.re.exec(url.pathname);
    if (!m) continue;
    let to = rule.to;
    rule.names.forEach((n, i) => {
      to = to.replace(n === 'splat' ? ':splat' : `:${n}`, m[i + 1]);
    });
    if (rule.status === 301) {
      const [path, own] = to.split('?');
      const query = new URLSearchParams(own ?? '');
      for (const [k, v] of url.searchParams) query.set(k, v);
      return [301, `${path}?${query}`];
    }
    return [rule.status, file(to)];
  }
  return [404, null];
}

test('_redirects: route families serve their page', () => {
  for (const [path, page] of PAGES) assert.deepEqual(answer(path), [200, join(dist, page)], path);
});

test('_redirects: every redirect is a 301 keeping the query', () => {
  for (const [path, location] of REDIRECT_CASES) {
    const [status, got] = answer(path);
    assert.equal(status, 301, path);
    assert.deepEqual(
      new URL(got, 'http://h').searchParams.toString(),
      new URL(location, 'http://h').searchParams.toString(),
      path,
    );
    assert.equal(new URL(got, 'http://h').pathname, new URL(location, 'http://h').pathname, path);
  }
});

test('_redirects: unknown paths get the 404 page with a 404', () => {
  for (const path of MISSING) assert.deepEqual(answer(path), [404, join(dist, '404.html')], path);
});

test('_headers: hashed assets immutable, settings and worker revalidated', () => {
  const headers = readFileSync(join(dist, '_headers'), 'utf8');
  assert.match(headers, /^\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  assert.match(headers, /^\/i18n\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  assert.match(headers, /^\/client-settings\.json\n {2}Cache-Control: no-cache$/m);
  assert.match(headers, /^\/sw\.js\n {2}Cache-Control: no-cache$/m);
});

/** The headers a Netlify / Cloudflare Pages host sends for a path: every matching rule's (`:name` one segment, `*` the
 *  rest), combined — neither host takes a header back for a sub-path. */
function headersFor(path) {
  const blocks = [];
  for (const line of readFileSync(join(dist, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('/')) blocks.push({ pattern: line.trim(), headers: [] });
    else if (line.trim()) blocks.at(-1).headers.push(line.trim());
  }
  const out = {};
  for (const { pattern, headers } of blocks) {
    const re = new RegExp(
      '^' +
        pattern
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/:\w+/g, '[^/]+')
          .replace(/\*/g, '.*') +
        '/?$',
    );
    if (!re.test(path)) continue;
    for (const header of headers) {
      const [name, ...value] = header.split(':');
      out[name.toLowerCase()] = [out[name.toLowerCase()], value.join(':').trim()].filter(Boolean).join(', ');
    }
  }
  return out;
}

test('_headers: every page but the embeds refuses framing by other sites; the embeds may be framed', () => {
  // Two matching rules repeat a value ("SAMEORIGIN, SAMEORIGIN"); browsers read the distinct values, as here.
  const distinct = (value) => (value === undefined ? undefined : [...new Set(value.split(/,\s*/))].join(', '));
  for (const [path, file] of PAGES) {
    if (!file.endsWith('.html')) continue;
    const got = headersFor(new URL(path, 'http://h').pathname);
    const wanted = frameable(path) ? [undefined, undefined] : Object.values(FRAME_HEADERS);
    assert.deepEqual([distinct(got['content-security-policy']), distinct(got['x-frame-options'])], wanted, path);
  }
});
