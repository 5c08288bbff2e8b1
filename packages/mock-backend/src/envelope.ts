import { delay, HttpResponse } from 'msw';
import { reshape, shapesFor, switchValues } from './shapes';

/** The `/planes` envelope (docs/api-shapes.md); other families pass their own success code. */
export function ok(data: unknown = null, code: number | string = 0) {
  return HttpResponse.json({ code, message: 'success', data });
}

export function failure(message: string, code: number | string = 1001) {
  return HttpResponse.json({ code, message, data: null });
}

/** The legacy repayment store's envelope: a success flag as well as the code. */
export function legacyOk(data: unknown = null) {
  return HttpResponse.json({ success: true, code: '00', message: 'success', data });
}

export function legacyFailure(message: string, code: string) {
  return HttpResponse.json({ success: false, code, message, data: null });
}

/** A POST body as a map, form-encoded or JSON (the promotion pages use the JSON client). */
export async function readBody(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const json = (await request.json()) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(json ?? {}).map(([k, v]) => [k, String(v)]));
    }
    const text = await request.text();
    return Object.fromEntries(new URLSearchParams(text));
  } catch {
    return {};
  }
}

/** A POST body plus the session it came from, for `recorded` (end-to-end tests filter by their session). */
export async function readRecord(request: Request): Promise<Record<string, string>> {
  const sessionId = new URL(request.url).searchParams.get('sessionId');
  return { ...(await readBody(request)), ...(sessionId ? { sessionId } : {}) };
}

/** The query string as a map. */
export function readQuery(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

export type Scenario = 'error' | 'network' | 'malformed' | 'fail' | 'slow' | 'pending' | 'empty';
const SCENARIOS: readonly Scenario[] = ['error', 'network', 'malformed', 'fail', 'slow', 'pending', 'empty'];

/**
 * Reads `mock=<scenario>` or `mock=<scenario>:<logicalKey>` from the request's query, or else from the page
 * that made it (Referer), so a page opened with `?mock=error` sees every call fail.
 */
export function scenarioFor(request: Request, key: string): Scenario | undefined {
  for (const value of switchValues(request, 'mock')) {
    for (const part of value.split(',')) {
      const [name, only] = part.split(':');
      if ((SCENARIOS as readonly string[]).includes(name) && (!only || only === key)) return name as Scenario;
    }
  }
  return undefined;
}

export function isEmpty(request: Request, key: string): boolean {
  return scenarioFor(request, key) === 'empty';
}

type Resolver = (args: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}) => Response | Promise<Response>;

/** A list where the data object belongs. */
const WRONG_SHAPE = ['not', 'the', 'expected', 'shape'];

/**
 * The handler's own answer with its data replaced: the endpoint's success code ('00' for the promotion
 * family, a success flag for the legacy store) stays, so the page meets wrong data and not a failure code.
 */
async function malformed(answer: Response): Promise<Response> {
  const body: unknown = await answer
    .clone()
    .json()
    .catch(() => undefined);
  const envelope = body && typeof body === 'object' && !Array.isArray(body) ? body : { code: 0, message: 'success' };
  return HttpResponse.json({ ...envelope, data: WRONG_SHAPE }, { status: answer.status });
}

/**
 * Wraps a resolver with the scenario switches of its logical key. `empty` is left to the handler (`isEmpty`),
 * which knows what empty means for its data. A well-formed answer is then rewritten in the shapes the request
 * asks for (`shape=`, see shapes.ts).
 */
export function withScenarios(key: string, resolver: Resolver): Resolver {
  const answer: Resolver = async (args) =>
    reshape(await resolver(args), shapesFor(args.request), key, args.request.url);
  return async (args) => {
    switch (scenarioFor(args.request, key)) {
      case 'error':
        return HttpResponse.json({ code: 500, message: 'Internal server error' }, { status: 500 });
      case 'network':
        return HttpResponse.error();
      case 'malformed':
        return malformed(await resolver(args));
      case 'fail':
        return failure('The service is busy, please try again later');
      case 'slow':
        await delay(2000);
        return answer(args);
      case 'pending':
        // No answer at all: a loading story stays loading however long a designer looks at it.
        await delay('infinite');
        return answer(args);
      default:
        return answer(args);
    }
  };
}
