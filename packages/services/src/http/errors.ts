import { sanitizeStatus } from '@pricetrail/core';

/** Message used when neither the server nor the transport says anything better (behaviour.md §8). */
export const UNKNOWN_ERROR_MESSAGE = 'unknown error';

/** What the server sent with an error status, when it was `{ code, msg }` JSON. */
export interface ServerErrorBody {
  /** The server's business code, if any. */
  readonly code?: number | string;
  /** The server's message, if any. */
  readonly msg?: string;
}

/** A request that failed; `status` is the sanitized HTTP status, 0 when no answer arrived. */
export class ApiError extends Error {
  /** HTTP status (0 for network failures). */
  readonly status: number;
  /** Business code from the server body, if present. */
  readonly code: number | string | undefined;
  /** The server's own line for the shopper (its `msg`), when it sent a non-blank one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, message?: string, code?: number | string) {
    const text = message && message.trim() !== '' ? message : undefined;
    super(text ?? UNKNOWN_ERROR_MESSAGE);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.serverMessage = text;
  }
}

/** No answer arrived: offline, refused, reset or timed out; its message is the transport's. */
export class NetworkError extends ApiError {
  /** Never a server line: nothing came back from the server. */
  override readonly serverMessage: undefined = undefined;

  constructor(message?: string) {
    super(0, message);
  }
}

/** 400: the request was malformed. */
export class BadRequestError extends ApiError {}
/** 401: sign-in is required. */
export class AuthenticationRequiredError extends ApiError {}
/** 403: signed in but not allowed. */
export class AuthorizationError extends ApiError {}
/** 404: nothing at that address. */
export class NotFoundError extends ApiError {}
/** 409: the request conflicts with the current state. */
export class ConflictError extends ApiError {}
/** 429: too many requests. */
export class RateLimitedError extends ApiError {
  /** How long the server asked to wait (its `Retry-After`, in seconds), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message?: string,
    code?: number | string,
    retryAfterSeconds?: number,
  ) {
    super(status, message, code);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Seconds to wait from a `Retry-After` header: delta seconds or an HTTP date (measured from
 * `now`, epoch ms); undefined when absent or unreadable.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
/** 5xx: the server failed. */
export class ServerError extends ApiError {}

/** Reads `{ code, msg }` (or `{ message }`) from an error body of unknown shape. */
export function readServerError(body: unknown): ServerErrorBody {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const code =
    typeof record.code === 'number' || typeof record.code === 'string' ? record.code : undefined;
  const text = [record.msg, record.message].find((v): v is string => typeof v === 'string');
  return { code, msg: text };
}

/**
 * Maps a status and error body to the matching error class; `retryAfter` is the answer's
 * `Retry-After` header, kept on a 429.
 */
export function errorForStatus(
  rawStatus: number,
  body: unknown,
  retryAfter?: string | null,
): ApiError {
  const status = sanitizeStatus(rawStatus);
  const { code, msg } = readServerError(body);
  if (status === 400) return new BadRequestError(status, msg, code);
  if (status === 401) return new AuthenticationRequiredError(status, msg, code);
  if (status === 403) return new AuthorizationError(status, msg, code);
  if (status === 404) return new NotFoundError(status, msg, code);
  if (status === 409) return new ConflictError(status, msg, code);
  if (status === 429) {
    return new RateLimitedError(status, msg, code, parseRetryAfter(retryAfter));
  }
  if (status >= 500) return new ServerError(status, msg, code);
  return new ApiError(status, msg, code);
}
