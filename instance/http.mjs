// HTTP plumbing shared by every API module: JSON and problem+json replies, body parsing, CORS, query helpers.

const DOCS = 'https://docs.joinpeertube.org/api-rest-reference.html';

/** Headers the real PeerTube sends on every API response (fixtures/cors-headers.json). */
export const API_HEADERS = {
  'X-Powered-By': 'PeerTube',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Expose-Headers': 'Retry-After',
};

/** An error a handler throws to answer with an RFC 7807 problem body shaped like PeerTube's. */
export class ApiError extends Error {
  constructor(status, body) {
    super(body.detail);
    this.status = status;
    this.body = body;
  }
}

const TITLES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
};

/** Generic problem (`type: about:blank`), e.g. fail(404, 'Video not found', 'getVideo'). */
export function fail(status, detail, operation) {
  const body = { type: 'about:blank', title: TITLES[status] ?? 'Error', detail, status };
  if (operation) body.docs = `${DOCS}#operation/${operation}`;
  return new ApiError(status, body);
}

/** Coded problem (`type: …#section/Errors/<code>`), as OAuth and auth errors are. */
export function failCode(status, code, detail, operation) {
  const body = { type: `${DOCS}#section/Errors/${code}`, detail, status };
  if (operation) body.docs = `${DOCS}#operation/${operation}`;
  body.code = code;
  return new ApiError(status, body);
}

/** 400 for a bad parameter, shaped like PeerTube's express-validator answers. */
export function invalidParam(name, location = 'query', operation) {
  const err = fail(400, `Incorrect request parameters: ${name}`, operation);
  err.body['invalid-params'] = { [name]: { location, msg: 'Invalid value', path: name, type: 'field' } };
  return err;
}

/** Sends a JSON body with PeerTube's headers. */
export function sendJson(res, status, body, type = 'application/json; charset=utf-8') {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...API_HEADERS, 'Content-Type': type, 'Content-Length': Buffer.byteLength(text) });
  res.end(res.req?.method === 'HEAD' ? undefined : text);
}

/** Sends an ApiError as application/problem+json. */
export function sendProblem(res, err) {
  sendJson(res, err.status, err.body, 'application/problem+json; charset=utf-8');
}

/** Sends an empty 204. */
export function sendNoContent(res) {
  res.writeHead(204, API_HEADERS);
  res.end();
}

/** Answers a CORS preflight exactly like PeerTube: echo the requested headers back. */
export function sendPreflight(req, res) {
  const headers = {
    ...API_HEADERS,
    'Access-Control-Allow-Methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
    Vary: 'Access-Control-Request-Headers',
    'Content-Length': '0',
  };
  const requested = req.headers['access-control-request-headers'];
  if (requested) headers['Access-Control-Allow-Headers'] = requested;
  res.writeHead(204, headers);
  res.end();
}

/** Reads and parses a request body (JSON or form-urlencoded); {} when empty. Rejects with a 400 ApiError. */
export async function readBody(req, limit = 1024 * 1024) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw fail(413, 'Request entity too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw fail(400, 'Invalid JSON body');
  }
}

/** Query helper over URLSearchParams: ints with defaults/bounds, booleans, arrays (`x[]` and `x`). */
export function queryOf(searchParams) {
  return {
    str: (name) => searchParams.get(name) ?? undefined,
    int(name, def, { min = 0, max = Infinity } = {}) {
      const raw = searchParams.get(name);
      if (raw == null || raw === '') return def;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < min || n > max) throw invalidParam(name);
      return n;
    },
    bool(name) {
      const raw = searchParams.get(name);
      if (raw == null || raw === '') return undefined;
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
      throw invalidParam(name);
    },
    list: (name) =>
      [...searchParams.getAll(name), ...searchParams.getAll(name + '[]')].flatMap((v) => v.split(',')).filter(Boolean),
  };
}

/** Paginates an array: `{ total, data }` with PeerTube's start/count (count max 100). */
export function paginate(items, q, { defaultCount = 15, maxCount = 100 } = {}) {
  const start = q.int('start', 0);
  const count = q.int('count', defaultCount, { max: maxCount });
  return { total: items.length, data: items.slice(start, start + count) };
}
