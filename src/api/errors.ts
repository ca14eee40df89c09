/** Why a call failed: the server answered with an error, the network failed, it timed out, or the body was unreadable. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse' | 'aborted';

/** A failed API call, carrying the server's problem+json `detail`, `code` and HTTP status when there was one. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code?: string;
  readonly detail?: string;
  readonly title?: string;
  /** PeerTube's validation failures (`invalid-params`): request field path → the server's message for it. */
  readonly invalidParams?: Record<string, string>;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    code?: string;
    detail?: string;
    title?: string;
    message?: string;
    invalidParams?: Record<string, string>;
  }) {
    super(init.detail || init.message || init.title || defaultMessage(init.kind, init.status));
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.detail = init.detail;
    this.title = init.title;
    this.invalidParams = init.invalidParams;
  }
}

function defaultMessage(kind: ApiErrorKind, status?: number): string {
  switch (kind) {
    case 'network':
      return 'The server cannot be reached. Check your connection and try again.';
    case 'timeout':
      return 'The server took too long to answer. Try again.';
    case 'parse':
      return 'The server sent a response that could not be read.';
    case 'aborted':
      return 'The request was cancelled.';
    default:
      return `The server answered with an error (${status ?? 'unknown'}).`;
  }
}

/** Error codes PeerTube puts in problem+json bodies that the client reacts to. */
export const ErrorCode = {
  invalidToken: 'invalid_token',
  missingTwoFactor: 'missing_two_factor',
  invalidTwoFactor: 'invalid_two_factor',
  invalidGrant: 'invalid_grant',
  currentPasswordInvalid: 'current_password_is_invalid',
} as const;

/** Whether an unknown thrown value is an ApiError with the given code. */
export function hasCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

/** Builds an ApiError from a non-2xx response, reading a problem+json body when there is one. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  try {
    const text = await res.text();
    if (text) body = JSON.parse(text);
  } catch {
    // Non-JSON error bodies (proxies, HTML error pages) still give a typed error with the status.
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return new ApiError({
    invalidParams: invalidParamsOf(body['invalid-params']),
    kind: 'http',
    status: res.status,
    code: str(body.code) ?? str(body.error),
    detail: str(body.detail) ?? str(body.error_description) ?? str(body.error),
    title: str(body.title),
  });
}

/** `invalid-params` of a PeerTube 400 (express-validator's mapped errors: `{ field: { msg, path } }`) as field → message. */
function invalidParamsOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [field, entry] of Object.entries(value as Record<string, unknown>)) {
    const msg = entry && typeof entry === 'object' ? (entry as { msg?: unknown }).msg : entry;
    out[field] = typeof msg === 'string' && msg ? msg : 'Invalid value';
  }
  return Object.keys(out).length ? out : undefined;
}
