import * as v from 'valibot';
import { endpointPath, getConfig, type EndpointKey, type LoanConfig } from '../config/config';
import { getCommonParams, parseQuery, withQuery } from '../session/session';
import { isInlineAnswer, isServerRendering, takeInlineAnswer } from './inline-answer';
import { takeShellAnswer } from './shell-answer';
import { ApiError, InternalError, NetworkError, SchemaError, type ApiResult } from './errors';
import { deobfuscate, normalizeResponse, obfuscatePayload, type SuccessRule } from './normalize';
import { reportSessionExpired } from './session-expired';
import type { Payload } from './payload';

export type { Payload };

/**
 * Which client sends a call:
 * - `planes`: the shared helpers; common params in the query, POST bodies form-encoded.
 * - `form`: form client; X-Requested-With plus `swift` and `eyes` headers from the page URL.
 * - `json`: JSON client; X-Requested-With plus `building` and `gather` headers from the page URL.
 */
export type ClientKind = 'planes' | 'form' | 'json';

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * The configuration of this call: a server answering many borrowers passes each request its own (from
   * `parseConfig`), since `setConfig` is one value for the whole process. Default: `getConfig()`.
   */
  config?: LoanConfig;
}

/** What sending a call needs of its declaration. */
export type CallTarget<TSchema extends v.GenericSchema> = Pick<
  CallDefinition<TSchema>,
  'endpoint' | 'method' | 'client' | 'success' | 'commonParams' | 'schema'
>;

/** What a call sends: an object of plain fields (a multipart upload declares its file field as `v.blob()`). */
export type RequestSchema = v.GenericSchema<RequestFields, RequestFields>;
type RequestFields = Readonly<Record<string, Payload[string] | Blob>>;

/** A call's request with no fields of its own (the session's common params only). */
export const NoFields = v.object({});

/**
 * An endpoint as its file under `endpoints/` declares it: the one place its key, path, request, answer and an
 * example live. `npm run endpoints` derives the rest from the declarations (DEFAULT_ENDPOINTS, the kit's barrel,
 * the embedded backend's handler list, the table in docs/api-shapes.md); tests check the derived files are current.
 */
export interface CallDefinition<TSchema extends v.GenericSchema, TRequest extends RequestSchema = RequestSchema> {
  endpoint: EndpointKey;
  /** The spec's path, the default a backend's configuration may replace (`endpoints`). */
  path: `/${string}`;
  method?: 'GET' | 'POST';
  client?: ClientKind;
  success?: SuccessRule;
  /** Append the common params to the query; default: yes, except for the JSON client. */
  commonParams?: boolean;
  /** The request's fields: the payload's type, the docs' request column, and what the fuzz test sends. */
  request: TRequest;
  /** Validates the (de-obfuscated) `data` of a successful response. */
  schema: TSchema;
  /** What `data` is, for docs/api-shapes.md (a type name or a few words). */
  answers: string;
  /** A request and the `data` a server answers it with; the contract test parses both with the schemas. */
  example: { request: v.InferInput<TRequest>; answer: v.InferInput<TSchema> };
  /** The request is multipart (an upload); its blob fields are files. */
  multipart?: boolean;
}

function pageQuery(): Record<string, string> {
  // A server rendering the page has no location: the session holds the page's query (initSession).
  return typeof location === 'undefined' ? { ...getCommonParams() } : parseQuery(location.search);
}

function headersFor(client: ClientKind): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (client === 'planes') return headers;
  const query = pageQuery();
  const names = client === 'json' ? ['building', 'gather'] : ['swift', 'eyes'];
  for (const name of names) headers[name] = query[name] ?? '';
  return headers;
}

function bodyFor(client: ClientKind, fields: Readonly<Record<string, unknown>>): BodyInit {
  if (client !== 'json') return formBody(fields);
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return JSON.stringify(defined);
}

function formBody(payload: Readonly<Record<string, unknown>>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) body.set(key, String(value));
  }
  return body;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends one request with a timeout; resolves with the parsed body or a failure, never rejects. */
export async function send(
  url: string,
  init: RequestInit,
  timeoutMs = getConfig().requestTimeoutMs,
): Promise<{ ok: true; status: number; body: unknown } | { ok: false; error: NetworkError }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const outer = init.signal;
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const body = await readBody(response);
    return { ok: true, status: response.status, body };
  } catch {
    return {
      ok: false,
      error: timedOut ? new NetworkError('The server took too long to answer', true) : new NetworkError(),
    };
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => `${v.getDotPath(issue) ?? 'data'}: ${issue.message}`);
}

/** Builds the URL and init of a call; exported for the upload call, which sends multipart. */
export function requestTarget(
  endpoint: EndpointKey,
  method: 'GET' | 'POST',
  payload: Payload,
  client: ClientKind,
  withCommon = client !== 'json',
  config: LoanConfig = getConfig(),
) {
  const fields = obfuscatePayload(payload, config.keyTable);
  const common = withCommon ? getCommonParams() : {};
  const base = `${config.apiBase}${endpointPath(endpoint, config)}`;
  const url = method === 'GET' ? withQuery(base, common, fields as Payload) : withQuery(base, common);
  const headers = headersFor(client);
  if (client === 'json' && method === 'POST') headers['Content-Type'] = 'application/json';
  return { url, headers, fields };
}

/** Interprets a response body: normalises, checks success, de-obfuscates and validates `data`. */
export function interpret<TSchema extends v.GenericSchema>(
  status: number,
  body: unknown,
  definition: Pick<CallDefinition<TSchema>, 'schema' | 'success'>,
  config: LoanConfig = getConfig(),
  { reportExpiry = true }: { reportExpiry?: boolean } = {},
): ApiResult<v.InferOutput<TSchema>> {
  const normalized = normalizeResponse(body, config.keyTable, definition.success ?? 'zero');
  if (status >= 400) {
    return {
      ok: false,
      error: new ApiError(
        normalized.code || `HTTP_${status}`,
        normalized.message || `Server error (${status})`,
        status,
      ),
    };
  }
  if (normalized.code === '' && typeof body !== 'object') {
    return { ok: false, error: new SchemaError(['body: not a JSON object']) };
  }
  if (!normalized.success) {
    // The server says the session is no longer valid (codes from the configuration): whoever listens (the page
    // shell, which asks the native app to log in again) hears it; the call fails as usual.
    if (reportExpiry && normalized.code !== '' && config.sessionExpiredCodes.includes(normalized.code)) {
      reportSessionExpired(normalized.code);
    }
    return { ok: false, error: new ApiError(normalized.code, normalized.message || 'Request failed') };
  }
  const data = deobfuscate(normalized.data, config.keyTable);
  // valibot's object() accepts arrays (they are objects); a list where a record belongs is still the wrong shape.
  if (definition.schema.type === 'object' && Array.isArray(data)) {
    return { ok: false, error: new SchemaError(['data: expected an object, received a list']) };
  }
  const parsed = v.safeParse(definition.schema, data);
  if (!parsed.success) return { ok: false, error: new SchemaError(describeIssues(parsed.issues)) };
  return { ok: true, data: parsed.output, message: normalized.message };
}

/**
 * The request a call sends: its URL (the session's common params on it) and its method, headers and body. A server
 * making a page's first request (the edge renderer) sends it as the page would.
 */
export function requestFor(
  definition: Pick<CallDefinition<v.GenericSchema>, 'endpoint' | 'method' | 'client' | 'commonParams'>,
  payload: Payload | FormData = {},
  config: LoanConfig = getConfig(),
): { url: string; init: RequestInit } {
  const method = definition.method ?? 'POST';
  const client = definition.client ?? 'planes';
  const multipart = payload instanceof FormData;
  const { url, headers, fields } = requestTarget(
    definition.endpoint,
    method,
    multipart ? {} : payload,
    client,
    definition.commonParams,
    config,
  );
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  // Multipart bodies set their own boundary in the content type.
  if (method === 'POST') init.body = multipart ? payload : bodyFor(client, fields);
  return { url, init };
}

/** Runs one API call to completion: data or a typed failure, never a rejection. */
export async function call<TSchema extends v.GenericSchema>(
  definition: CallTarget<TSchema>,
  payload: Payload | FormData = {},
  options: CallOptions = {},
): Promise<ApiResult<v.InferOutput<TSchema>>> {
  const config = options.config ?? getConfig();
  try {
    const multipart = payload instanceof FormData;
    const { url, init } = requestFor(definition, payload, config);
    init.signal = options.signal;
    const inline = takeInlineAnswer(definition.endpoint);
    if (isInlineAnswer(inline)) return interpret(200, inline, definition, config);
    // A server rendering the page answers its first call only; the browser makes the others, as before.
    if (isServerRendering()) return { ok: false, error: new NetworkError() };
    // The shell's answer counts only when it is what the server would have said to this request: anything else
    // (a failure it met, a stale body) is asked again, and only the server's own answer can end the session.
    const handed = multipart ? undefined : await takeShellAnswer(definition.endpoint, payload, options);
    if (handed) {
      const result = interpret(handed.status, handed.body, definition, config, { reportExpiry: false });
      if (result.ok) return result;
      console.warn(
        `[loan-shell] the first answer for ${definition.endpoint} is not a valid success, asking the server.`,
      );
    }
    const sent = await send(url, init, config.requestTimeoutMs);
    if (!sent.ok) return { ok: false, error: sent.error };
    return interpret(sent.status, sent.body, definition, config);
  } catch (error) {
    // A bug in this layer must still end as a failure the page can show, not a rejected promise: an internal
    // one, which Retry cannot mend, and which the console (and the field figures) report as the bug it is.
    console.error('[api] the client failed before an answer', error);
    return { ok: false, error: new InternalError(error) };
  }
}

/**
 * Defines a typed endpoint function from its call definition. The function carries its definition, so the build
 * can tell a native shell how to send a page's first request (method, client) without a second copy of the rules.
 */
export function defineCall<TSchema extends v.GenericSchema, TRequest extends RequestSchema = typeof NoFields>(
  definition: CallDefinition<TSchema, TRequest>,
) {
  const endpoint = (payload: v.InferInput<TRequest> = {} as v.InferInput<TRequest>, options?: CallOptions) =>
    call(definition, payload as Payload, options);
  return Object.assign(endpoint, { definition: definition as Readonly<CallDefinition<TSchema, TRequest>> });
}

/** A declared call: the function and its declaration. */
export type DeclaredCall = ((...args: never[]) => Promise<ApiResult<unknown>>) & {
  definition: Readonly<CallDefinition<v.GenericSchema, RequestSchema>>;
};

/** Whether a value is a declared call (what the build, the server renderer and the tests look the calls up by). */
export const isDeclaredCall = (value: unknown): value is DeclaredCall =>
  typeof value === 'function' && 'definition' in value;
