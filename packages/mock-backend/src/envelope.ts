import { delay, HttpResponse } from 'msw';

/** The `/planes` envelope (docs/api-shapes.md). */
export function ok(data: unknown = null, code: number | string = 0) {
  return HttpResponse.json({ code, message: 'success', data });
}

export function failure(message: string, code: number | string = 1001) {
  return HttpResponse.json({ code, message, data: null });
}

export type Scenario = 'error' | 'network' | 'malformed' | 'fail' | 'slow' | 'empty';
const SCENARIOS: readonly Scenario[] = ['error', 'network', 'malformed', 'fail', 'slow', 'empty'];

/**
 * Reads `mock=<scenario>` or `mock=<scenario>:<logicalKey>` from the request's query, or else from the page
 * that made it (Referer), so a page opened with `?mock=error` sees every call fail.
 */
export function scenarioFor(request: Request, key: string): Scenario | undefined {
  const sources = [request.url, request.headers.get('referer') ?? ''];
  for (const source of sources) {
    let value: string | null = null;
    try {
      value = new URL(source, 'http://localhost').searchParams.get('mock');
    } catch {
      continue;
    }
    if (!value) continue;
    for (const part of value.split(',')) {
      const [name, only] = part.split(':');
      if ((SCENARIOS as readonly string[]).includes(name) && (!only || only === key)) return name as Scenario;
    }
  }
  return undefined;
}

/**
 * Answers a request under its scenario, or returns undefined to let the handler answer normally.
 * `empty` is left to the handler, which knows what empty means for its data.
 */
export async function applyScenario(request: Request, key: string): Promise<Response | undefined> {
  switch (scenarioFor(request, key)) {
    case 'error':
      return HttpResponse.json({ code: 500, message: 'Internal server error' }, { status: 500 });
    case 'network':
      return HttpResponse.error();
    case 'malformed':
      return HttpResponse.json({ code: 0, message: 'success', data: 'not the expected shape' });
    case 'fail':
      return failure('The service is busy, please try again later');
    case 'slow':
      await delay(2000);
      return undefined;
    default:
      return undefined;
  }
}
