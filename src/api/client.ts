import { ApiError, ErrorCode, errorFromResponse } from './errors';
/** Query values accepted by `request`: arrays become repeated `key[]=` parameters as PeerTube expects. */
export type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

/** Options of one API call. */
export interface RequestOptions {
  query?: Query;
  /** JSON body. */
  json?: unknown;
  /** form-urlencoded body (OAuth token endpoint). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Send the bearer token (default: only when logged in). Set false for calls that must be anonymous. */
  auth?: boolean;
  /** A plain cross-origin GET (no token, no custom header, so no preflight): for the server's static files. */
  plain?: boolean;
  signal?: AbortSignal;
  /** Milliseconds before the call fails with a timeout error. */
  timeoutMs?: number;
  /** Internal: the retry after a refresh must not refresh again. */
  retried?: boolean;
  /** The answer is plain text (PeerTube's `/api/v1/ping` says "pong"), returned as a string. */
  text?: boolean;
}

/** What the client needs from the outside world; injected so tests can drive it without globals. */
export interface ApiDeps {
  /** Base URL of the PeerTube instance ('' = the page's own origin). */
  baseUrl: () => string;
  language: () => string;
  /** The access token to send to this origin, or null: a session goes only to the instance that issued it. */
  accessToken: (origin: string) => string | null;
  /** Refreshes the access token; shared by concurrent callers; rejects when the session cannot be renewed. */
  refresh: () => Promise<void>;
  /** Called for a 401 that is not an expired token: the app navigates to /401. */
  onUnauthorized: (error: ApiError) => void;
  fetch?: typeof fetch;
  /** Resolves once the base URL is known (the runtime client-settings.json has been read). */
  ready?: () => Promise<void>;
  /** The password a person gave for the password-protected video a path is about, if any. */
  videoPassword?: (path: string) => string | null;
  /** Waits before each new try of an idempotent request the server did not answer (network error, a proxy's 502,
   *  503 or 504 while the server restarts); none = no retry. */
  retryDelaysMs?: number[];
  /** Told whether the instance answers: false when a request found it unreachable, true on its next answer. */
  onReachability?: (reachable: boolean) => void;
  /** The answer the page already asked for at parse time for this GET (path + query, with this Authorization), taken
   *  once (the app gives lib/early-fetch.ts's; none: every GET goes out). */
  earlyResponse?: (pathAndQuery: string, authorization?: string) => Promise<Response> | undefined;
}

const DEFAULT_TIMEOUT_MS = 20000;

/** Methods that may be sent again without changing the result (RFC 9110 §9.2.2): only those are retried. */
const IDEMPOTENT = ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'];

/**
 * Whether an error answer comes from something in front of the instance rather than from PeerTube itself: a 502, 503
 * or 504 whose body is not PeerTube's problem JSON (nginx's page while the server restarts). PeerTube's own 503s
 * ("plugin index unavailable") carry a detail and are errors like any other.
 */
export function gatewayFailure(status: number, error: ApiError): boolean {
  return [502, 503, 504].includes(status) && !error.code && !error.detail && !error.title;
}

/** Waits `ms`, or less when the signal aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done);
  });
}

// Leaving the page cancels its requests; those failures are not errors to show anyone.
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leavingPage = true;
  });
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/** Serialises a query the way PeerTube's API reads it. */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key.endsWith('[]') ? key : `${key}[]`, String(v)));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

const here = () => (typeof location !== 'undefined' ? location.origin : 'http://localhost');

/** The origin of a URL (relative ones are the page's). */
export function originOf(url: string): string {
  return new URL(url || here(), here()).origin;
}

/** Whether a URL points at the instance's origin (only those get the Authorization header). */
function isInstanceUrl(url: string, baseUrl: string): boolean {
  return originOf(url) === originOf(baseUrl);
}

/** The one API factory: every call adds the language header, the bearer token, refresh-and-retry and typed errors. */
export function createApi(deps: ApiDeps) {
  const doFetch = (...args: Parameters<typeof fetch>) => (deps.fetch ?? fetch)(...args);

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    await deps.ready?.();
    const base = deps.baseUrl().replace(/\/$/, '');
    const url = (/^https?:/.test(path) ? path : base + path) + toQueryString(options.query);
    const headers: Record<string, string> = options.plain
      ? {}
      : { Accept: 'application/json', 'x-peertube-language': deps.language(), ...options.headers };
    const password = deps.videoPassword?.(path);
    if (password && !headers['x-peertube-video-password']) headers['x-peertube-video-password'] = password;
    let body: BodyInit | undefined;
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const token =
      options.auth !== false && !options.plain && isInstanceUrl(url, base) ? deps.accessToken(originOf(url)) : null;
    if (token) headers.Authorization = `Bearer ${token}`;

    const delays = IDEMPOTENT.includes(method) ? (deps.retryDelaysMs ?? []) : [];
    // A GET the page already started at parse time (a visitor's first list, the account) is used once; an early
    // 401 goes through the usual refresh-and-retry below.
    let early =
      method === 'GET' ? deps.earlyResponse?.(path + toQueryString(options.query), headers.Authorization) : undefined;
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await send(url, method, headers, body, options, early);
      } catch (error) {
        if (!(error instanceof ApiError) || error.kind !== 'network') throw error;
        // No answer at all: the server is down, restarting, or the connection dropped.
        deps.onReachability?.(false);
        if (attempt >= delays.length) throw error;
        await pause(delays[attempt], options.signal);
        if (options.signal?.aborted) throw new ApiError({ kind: 'aborted' });
        early = undefined;
        continue;
      }
      if (!res.ok) {
        const error = await errorFromResponse(res.clone());
        if (gatewayFailure(res.status, error)) {
          deps.onReachability?.(false);
          if (attempt < delays.length) {
            await pause(delays[attempt], options.signal);
            if (options.signal?.aborted) throw new ApiError({ kind: 'aborted' });
            early = undefined;
            continue;
          }
          throw error;
        }
      }
      deps.onReachability?.(true);
      if (!res.ok) {
        return failed(res, token, originOf(url), !!options.retried, () =>
          request<T>(method, path, { ...options, retried: true }),
        );
      }
      if (res.status === 204) return undefined as T;
      const text = await res.text().catch(() => {
        throw new ApiError({ kind: 'network' });
      });
      if (options.text) return text as T;
      if (!text) return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new ApiError({ kind: 'parse', status: res.status });
      }
    }
  }

  /** One try: the early answer when there is one, else the network, within the call's timeout. */
  async function send(
    url: string,
    method: string,
    headers: Record<string, string>,
    body: BodyInit | undefined,
    options: RequestOptions,
    early: Promise<Response> | undefined,
  ): Promise<Response> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const onAbort = () => timeout.abort();
    options.signal?.addEventListener('abort', onAbort);
    try {
      return (
        (early && (await early.catch(() => null))) ||
        (await doFetch(url, {
          method,
          headers,
          body,
          signal: timeout.signal,
          // A request with a token to this origin is sent in credentials mode 'include' (the same cookies as
          // 'same-origin' there): the browser then never answers it with a visitor's anonymous preload of the same URL
          // (src/routing/preload.mjs), which Chromium matches by URL and credentials mode, not by Authorization.
          // Another origin has no preloads, and keeps the default (its CORS allows no credentials).
          credentials: headers.Authorization && originOf(url) === here() ? 'include' : undefined,
        }))
      );
    } catch {
      if (options.signal?.aborted || leavingPage) throw new ApiError({ kind: 'aborted' });
      throw new ApiError({ kind: timeout.signal.aborted ? 'timeout' : 'network' });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  /** A failed answer: an expired token is renewed once and `retry` runs; another 401 leaves for /401; else the typed
   *  error is thrown. */
  async function failed<T>(
    res: Response,
    token: string | null,
    origin: string,
    retried: boolean,
    retry: () => Promise<T>,
  ): Promise<T> {
    const error = await errorFromResponse(res);
    const authorized = token !== null;
    if (res.status === 401 && error.code === ErrorCode.invalidToken && authorized && !retried) {
      // A refresh that finished while this request was in flight already renewed the token: just retry.
      if (deps.accessToken(origin) === token) await deps.refresh();
      return retry();
    }
    // These two belong to the form that sent them (login, password confirmation): the caller handles them.
    const passBack = error.code === ErrorCode.missingTwoFactor || error.code === ErrorCode.currentPasswordInvalid;
    // Only PeerTube's own 401 (it always names a code) leaves for /401: a proxy's bare 401 is not a verdict on the session.
    if (res.status === 401 && !passBack && authorized && error.code) deps.onUnauthorized(error);
    throw error;
  }

  /** POST multipart through XMLHttpRequest, the only browser API reporting upload progress; same headers, token and refresh-once as `request`. */
  async function upload<T>(
    path: string,
    body: FormData,
    onProgress?: (loaded: number, total: number) => void,
    signal?: AbortSignal,
    retried = false,
  ): Promise<T> {
    await deps.ready?.();
    const base = deps.baseUrl().replace(/\/$/, '');
    const url = /^https?:/.test(path) ? path : base + path;
    const token = isInstanceUrl(url, base) ? deps.accessToken(originOf(url)) : null;
    if (signal?.aborted) throw new ApiError({ kind: 'aborted' });
    const xhr = new XMLHttpRequest();
    const done = new Promise<void>((resolve, reject) => {
      xhr.onload = () => resolve();
      xhr.onerror = () => reject(new ApiError({ kind: leavingPage ? 'aborted' : 'network' }));
      xhr.onabort = () => reject(new ApiError({ kind: 'aborted' }));
    });
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort);
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('x-peertube-language', deps.language());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.send(body);
    try {
      await done;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
    // A Response around the answer lets the typed-error reading of `request` serve here too.
    const res = new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status || 500 });
    if (!res.ok)
      return failed(res, token, originOf(url), retried, () => upload<T>(path, body, onProgress, signal, true));
    try {
      return (xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T;
    } catch {
      throw new ApiError({ kind: 'parse', status: res.status });
    }
  }

  return {
    request,
    upload,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
    put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
    del: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

/** The API client type every endpoint module uses. */
export type Api = ReturnType<typeof createApi>;

/** Runs `task` once for any number of concurrent callers; later calls after it settles start a new run. */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
