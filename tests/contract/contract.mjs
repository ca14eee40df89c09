// Contract-test harness: an in-process instance, a fetch helper that validates every JSON response
// against the OpenAPI response schema of its operation (tests/contract/openapi-responses.json).
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { exceptionsFor, covers, EXCEPTIONS, UNDOCUMENTED_PATHS } from './exceptions.mjs';

const spec = JSON.parse(readFileSync(new URL('./openapi-responses.json', import.meta.url), 'utf8'));
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
// OpenAPI-only format names that carry no constraint here.
for (const f of ['int64', 'int32', 'float', 'double', 'seconds', 'html', 'binary', 'url', 'filepath', 'timestamp'])
  ajv.addFormat(f, true);
ajv.addSchema({ $id: spec.refBase, components: spec.components });

/** RFC 7807 body every PeerTube error has (fixtures/error-*.json). */
const PROBLEM = {
  type: 'object',
  required: ['type', 'status', 'detail'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer', minimum: 400 },
    detail: { type: 'string' },
    docs: { type: 'string' },
    code: { type: 'string' },
  },
};
const validateProblem = ajv.compile(PROBLEM);

const templates = Object.keys(spec.operations).map((key) => {
  const [method, path] = key.split(' ');
  const re = new RegExp('^' + path.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+') + '$');
  return { key, method, path, re, params: (path.match(/\{/g) ?? []).length };
});

/** The OpenAPI operation key (`GET /api/v1/videos/{id}`) for a concrete request, preferring literal segments. */
export function operationFor(method, pathname) {
  if (UNDOCUMENTED_PATHS.includes(pathname)) return `${method} ${pathname}`;
  const found = templates.filter((t) => t.method === method && t.re.test(pathname)).sort((a, b) => a.params - b.params);
  return found[0]?.key ?? `${method} ${pathname}`;
}

const compiled = new Map();
const usedExceptions = new Set();
/** Results collected for the coverage checks. */
export const seen = [];

/** Routes of the instance's API files matching `areas` that no request of this test file answered with a success.
 *  Each contract test file checks the areas it owns (instance/api/<area>.mjs). */
export function uncoveredRoutes(instance, areas) {
  const ok = new Set();
  for (const s of seen) if (s.status < 300) ok.add(`${s.method} ${s.pathname}`);
  return instance.routes
    .filter((r) => areas.test(r.file ?? ''))
    .map((r) => r.route)
    .filter((route) => {
      const [method, pattern] = route.split(' ');
      const re = new RegExp('^' + pattern.replace(/:(\w+)/g, '[^/]+') + '/?$');
      return ![...ok].some((k) => k.startsWith(method + ' ') && re.test(k.slice(method.length + 1)));
    });
}

/** Validates a response body; returns a list of error strings (empty when it fits). */
export function check(method, pathname, status, body, contentType = 'application/json') {
  if (pathname.startsWith('/__test/')) return []; // test control is not PeerTube API
  const op = operationFor(method, pathname);
  const exceptions = exceptionsFor(op, status);
  seen.push({ op, method, pathname, status });
  const errors = [];
  if (status >= 400) {
    if (!/^application\/problem\+json/.test(contentType))
      errors.push(`content-type ${contentType} is not problem+json`);
    if (!validateProblem(body))
      errors.push(...validateProblem.errors.map((e) => `problem ${e.instancePath} ${e.message}`));
  }
  let schema = spec.operations[op]?.[status];
  if (!schema) {
    if (status < 300 && body !== undefined) {
      const undocumented = exceptions.find((e) => e.undocumented);
      if (!undocumented) errors.push(`no schema for ${op} ${status} and no exception`);
      else usedExceptions.add(undocumented.id);
    }
    return errors;
  }
  const override = exceptions.find((e) => e.schema);
  if (override) {
    usedExceptions.add(override.id);
    schema = override.schema(schema);
  }
  const cacheKey = `${op} ${status} ${override?.id ?? ''}`;
  if (!compiled.has(cacheKey)) compiled.set(cacheKey, ajv.compile(schema));
  const validate = compiled.get(cacheKey);
  if (validate(body)) return errors;
  return [...errors, ...explain(validate.errors, exceptions, `${op} ${status}:`)];
}

// Ajv errors minus wrapper noise and excepted ones, as strings.
function explain(ajvErrors, exceptions, prefix) {
  const out = [];
  for (const e of ajvErrors) {
    // anyOf/allOf wrappers repeat their children's errors; the children are what matter.
    if (e.keyword === 'anyOf' || e.keyword === 'allOf' || e.keyword === 'if') continue;
    if (e.keyword === 'type' && e.params.type === 'null') continue; // the null branch of a nullable anyOf
    const ex = exceptions.find((x) => covers(x, e));
    if (ex) {
      usedExceptions.add(ex.id);
      continue;
    }
    out.push(`${prefix} ${e.instancePath || '/'} ${e.message} (${e.keyword})`);
  }
  return out;
}

/** Validates an arbitrary value against a component schema (e.g. socket payloads against Notification). */
export function checkComponent(name, value) {
  const v = ajv.getSchema(`${spec.refBase}#/components/schemas/${name}`);
  return v(value) ? [] : explain(v.errors, exceptionsFor('*', null), name);
}

/** Exception ids of `area` (none = api.test.mjs's) never applied during the run (stale entries must be removed). */
export function unusedExceptions(area) {
  return EXCEPTIONS.filter((e) => e.area === area)
    .map((e) => e.id)
    .filter((id) => !usedExceptions.has(id));
}

/** Creates a fetch helper bound to an instance URL: `api(method, path, { token, json, form, headers })` → `{ status, body, headers }`, validated; `testToken` goes to /__test/ paths as X-Test-Token. */
export function client(baseUrl, onErrors, testToken) {
  return async function api(method, path, { token, json, form, multipart, headers = {} } = {}) {
    const h = { ...headers };
    if (testToken && path.startsWith('/__test/') && !('x-test-token' in h)) h['x-test-token'] = testToken;
    if (token) h.authorization = `Bearer ${token}`;
    let body;
    if (json !== undefined) {
      h['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    if (form !== undefined) {
      h['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    // A FormData body: fetch writes the multipart boundary itself.
    if (multipart !== undefined) body = multipart;
    const res = await fetch(baseUrl + path, { method, headers: h, body });
    const text = await res.text();
    const contentType = res.headers.get('content-type') ?? '';
    const parsed = text ? JSON.parse(text) : undefined;
    const pathname = new URL(baseUrl + path).pathname;
    const errors = check(method, pathname, res.status, parsed, contentType);
    if (errors.length) onErrors(errors);
    return { status: res.status, body: parsed, headers: res.headers };
  };
}
