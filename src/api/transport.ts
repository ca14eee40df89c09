// Requests the JSON client (client.ts) cannot make: any method with a Blob or FormData body, upload progress, and the
// answer's status and headers (uploadx speaks in 201 + Location, 308 + Range). Same token, language and
// refresh-once-on-expiry as the client; errors typed the same way.
import { ApiError, ErrorCode, errorFromResponse } from './errors';
import { originOf } from './client';

/** What the transport needs from the app (injected so tests can drive it). */
export interface TransportDeps {
  baseUrl: () => string;
  ready?: () => Promise<void>;
  language: () => string;
  /** The access token to send to this origin, or null (a session goes only to the instance that issued it). */
  accessToken: (origin: string) => string | null;
  /** Renews the access token; rejects when the session cannot be renewed. */
  refresh: () => Promise<void>;
  /** Builds the request object (tests pass a fake). */
  xhr?: () => XMLHttpRequest;
}

/** One request. */
export interface SendOptions {
  method: string;
  /** Path on the instance (or an absolute URL). */
  path: string;
  headers?: Record<string, string>;
  body?: Blob | FormData | string | null;
  /** A JSON body (sets Content-Type). */
  json?: unknown;
  /** Bytes of the body sent so far. */
  onProgress?: (loaded: number) => void;
  signal?: AbortSignal;
}

/** The raw answer: status, a header reader and the body text. */
export interface RawResponse {
  status: number;
  header: (name: string) => string | null;
  text: string;
}

/** The error a failed answer carries (problem+json read as the JSON client reads it). */
export function errorOf(res: RawResponse): Promise<ApiError> {
  return errorFromResponse(
    new Response(res.text || null, { status: res.status >= 200 && res.status <= 599 ? res.status : 500 }),
  );
}

/** Creates the transport: `send` answers every status; `call` throws typed errors for ≥ 400 and parses JSON. */
export function createTransport(deps: TransportDeps) {
  async function send(options: SendOptions, retried = false): Promise<RawResponse> {
    await deps.ready?.();
    if (options.signal?.aborted) throw new ApiError({ kind: 'aborted' });
    const base = deps.baseUrl().replace(/\/$/, '');
    const url = /^https?:/.test(options.path) ? options.path : base + options.path;
    // Only the instance's own URLs get the session, and only when the session is that instance's.
    const token = originOf(url) === originOf(base) ? deps.accessToken(originOf(url)) : null;
    const xhr = deps.xhr ? deps.xhr() : new XMLHttpRequest();
    const done = new Promise<void>((resolve, reject) => {
      xhr.onload = () => resolve();
      xhr.onerror = () => reject(new ApiError({ kind: 'network' }));
      xhr.ontimeout = () => reject(new ApiError({ kind: 'timeout' }));
      xhr.onabort = () => reject(new ApiError({ kind: 'aborted' }));
    });
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort);
    xhr.open(options.method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('x-peertube-language', deps.language());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    let body = options.body ?? null;
    if (options.json !== undefined) {
      xhr.setRequestHeader('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    }
    for (const [k, v] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(k, v);
    if (options.onProgress && xhr.upload) xhr.upload.onprogress = (e) => options.onProgress?.(e.loaded);
    xhr.send(body);
    try {
      await done;
    } finally {
      options.signal?.removeEventListener('abort', onAbort);
    }
    const res: RawResponse = {
      status: xhr.status,
      header: (name) => xhr.getResponseHeader(name),
      text: xhr.responseText ?? '',
    };
    if (res.status === 401 && token && !retried) {
      const error = await errorOf(res);
      if (error.code === ErrorCode.invalidToken) {
        // A refresh that finished while this request was in flight already renewed the token: just send again.
        if (deps.accessToken(originOf(url)) === token) await deps.refresh();
        return send(options, true);
      }
    }
    return res;
  }

  async function call<T>(options: SendOptions): Promise<T> {
    const res = await send(options);
    if (res.status >= 400 || res.status === 0) throw await errorOf(res);
    if (!res.text) return undefined as T;
    try {
      return JSON.parse(res.text) as T;
    } catch {
      throw new ApiError({ kind: 'parse', status: res.status });
    }
  }

  return { send, call };
}

/** The transport type the upload calls use. */
export type Transport = ReturnType<typeof createTransport>;
