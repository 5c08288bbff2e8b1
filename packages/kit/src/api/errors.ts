/**
 * The failures an API call resolves to. They are returned, never thrown: a page always gets either data or
 * one of these, so no request can leave it hanging (the legacy helper never settled on network failure).
 */
export abstract class ApiFailure extends Error {
  abstract readonly kind: 'api' | 'network' | 'schema' | 'internal';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The server answered with a non-success code (or an HTTP error); `message` is the server's text when given. */
export class ApiError extends ApiFailure {
  readonly kind = 'api' as const;
  override name = 'ApiError';
  constructor(
    code: string,
    message: string,
    /** The HTTP status, when the answer was an HTTP error (4xx, 5xx). */
    readonly status?: number,
  ) {
    super(code, message);
  }
}

/** No usable answer: offline, DNS, CORS, aborted, or the timeout (60 s by default). */
export class NetworkError extends ApiFailure {
  readonly kind = 'network' as const;
  override name = 'NetworkError';
  constructor(
    message = 'Network error',
    readonly timedOut = false,
  ) {
    super('NETWORK_ERROR', message);
  }
}

/** The server answered success, but the body is not the shape this client understands. */
export class SchemaError extends ApiFailure {
  readonly kind = 'schema' as const;
  override name = 'SchemaError';
  constructor(readonly issues: readonly string[]) {
    super('SCHEMA_ERROR', `Unexpected response from the server (${issues.slice(0, 3).join('; ')})`);
  }
}

/**
 * A bug in the client itself (a payload it cannot serialise, a configuration it cannot use): not the server's
 * answer, and trying again will not help. `cause` is the error thrown.
 */
export class InternalError extends ApiFailure {
  readonly kind = 'internal' as const;
  override name = 'InternalError';
  constructor(readonly cause: unknown) {
    super('INTERNAL_ERROR', `The client failed before an answer: ${String(cause)}`);
  }
}

export type ApiResult<T> = { ok: true; data: T; message: string } | { ok: false; error: ApiFailure };

/**
 * Whether trying again can help (issue 27.6): not for an HTTP 4xx other than a timeout or a rate limit, nor for
 * a refusal that says the thing does not exist, nor for a bug of the client's own (`internal`). A network failure, an unreadable answer, a 5xx or any other
 * refusal may pass on a second try.
 */
export function retryHelps(error: ApiFailure): boolean {
  if (error.kind === 'internal') return false;
  if (!(error instanceof ApiError)) return true;
  if (error.status !== undefined && error.status < 500) return error.status === 408 || error.status === 429;
  return !/not found|does not exist|no such/i.test(error.message);
}
