import { HttpResponse } from 'msw';

/**
 * A backend written from the spec alone answers in shapes ours never sends (issue "What breaks in the field",
 * ../shared/decisions.md "Liberal in what the server sends"). `shape=<name>,<name>…` in a request's query, or
 * in its page's (Referer), rewrites every answer in those shapes, so each page can be run against each. The
 * rewrites are written from the spec's words, not from the kit's schemas: they must not share our assumptions.
 */
export const SHAPES = [
  // Dates (ours are epoch ms): `YYYY-MM-DD`, `YYYY-MM-DD HH:MM:SS` (Manila wall time), epoch s or ms, as text.
  'dates-ymd',
  'dates-ymdhms',
  'dates-s',
  'dates-s-text',
  'dates-ms-text',
  // An answer that is a list: the bare array, or under the list's own name.
  'lists-bare',
  'lists-named',
  // Every number as text; every integer text (without a leading zero) as a number.
  'numbers-text',
  'strings-number',
  // The success code in another form the family allows (docs/api-shapes.md), or the legacy success flag alone.
  'code-number',
  'code-text',
  'code-00',
  'code-flag',
  // Without the fields the spec never names that a page makes up for (card-init's card types: the defaults; the
  // confirmation's receivedAmount: the configured row), which only our backend sends.
  'unnamed-absent',
  // Without the extension's loanSoFar, ours too, which a page cannot make up for: it says what it cannot show.
  'history-absent',
  // Every text (not a number, link or path) 200 characters long without a space: a page must keep its width.
  'strings-long',
  // Every optional field and every list absent, null or empty.
  'optional-absent',
  'optional-null',
  'optional-empty',
] as const;
export type Shape = (typeof SHAPES)[number];

/** Every field the spec names as a date. */
const DATE_KEYS = new Set(['repayDate', 'time', 'pay_time', 'firstPayTime', 'disbursedAt']);

/** Fields the spec or docs/api-shapes.md mark optional (lists are optional everywhere). */
const OPTIONAL_KEYS = new Set([
  'inside',
  'h5Url',
  'telephone',
  'playeduL',
  'reyMsg',
  'cardPopTitle',
  'cardPopMsg',
  'tags',
  'delayInfo',
  'repayPlan',
  'NewButtonMsg',
  'NewPopMsg',
  'orderDetail',
  'cardTypes',
]);

/**
 * Fields our backend sends that the spec never names: a backend written from the spec does not send them. The
 * confirmation's `receivedAmount` only (the extension's `loanSoFar` has one of its own, which `history-absent` drops).
 */
const unnamed = (key: string, logicalKey: string) =>
  key === 'cardTypes' || (key === 'receivedAmount' && logicalKey.startsWith('loanConfirm'));

/** Answers that are a list: the field ours holds it in, and a name of its own a backend might use instead. */
const LIST_ANSWERS: Record<string, { field: string; own: string }> = {
  orderList: { field: 'list', own: 'orders' },
  problemList: { field: 'tabs', own: 'problemList' },
  contracts: { field: 'list', own: 'agreements' },
  contractsV2: { field: 'list', own: 'agreements' },
};

type Family = 'planes' | 'gopia' | 'promotion' | 'template' | 'legacy';
/** The success codes each family allows (docs/api-shapes.md "Envelopes"). */
const SUCCESS: Record<Family, readonly unknown[]> = {
  planes: [0, '0', '00'],
  gopia: ['00'],
  promotion: [0, '0'],
  template: ['00'],
  legacy: ['00'],
};

/** `/planes` calls whose success is code '00' alone (part 1 §8: "when upload or rating does not return 00"). */
const ONLY_DOUBLE_ZERO = new Set(['uploadProblemImage', 'problemScore']);

function familyOf(path: string): Family | undefined {
  if (path.includes('/planes/')) return 'planes';
  if (path.includes('/gopia/')) return 'gopia';
  if (path.includes('/channel/channel-template')) return 'template';
  if (path.includes('/api/v2/youmi/promotion/')) return 'promotion';
  if (path.includes('/api/v1/youmi/')) return 'legacy';
  return undefined;
}

let playedQuery = '';

/**
 * The page query a host plays instead of a page URL (a Storybook story's `parameters.query`): there the Referer is
 * Storybook's preview, and calls that carry no common params (the promotion family's) would never see the switch.
 */
export function playPageQuery(query: Readonly<Record<string, string>>): void {
  playedQuery = `?${new URLSearchParams(query as Record<string, string>)}`;
}

/**
 * A switch's values (`mock=`, `shape=`): the request's own query first, then its page's (the Referer, or the query a
 * host plays), so a page opened with the switch passes it to every call it makes.
 */
export function switchValues(request: Request, name: string): string[] {
  const sources = [request.url, request.headers.get('referer') || request.referrer || '', playedQuery];
  return sources.flatMap((source) => {
    try {
      return new URL(source, 'http://localhost').searchParams.get(name) || [];
    } catch {
      return [];
    }
  });
}

/** The shapes a request asks for, from its own query or its page's. */
export function shapesFor(request: Request): Shape[] {
  const [value = ''] = switchValues(request, 'shape');
  return value.split(',').filter((name): name is Shape => (SHAPES as readonly string[]).includes(name));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms as the spec's other date forms; Manila is UTC+8 all year. */
function dateAs(ms: number, shape: Shape): unknown {
  const m = new Date(ms + 8 * 3600 * 1000);
  const day = `${m.getUTCFullYear()}-${pad(m.getUTCMonth() + 1)}-${pad(m.getUTCDate())}`;
  switch (shape) {
    case 'dates-ymd':
      return day;
    case 'dates-ymdhms':
      return `${day} ${pad(m.getUTCHours())}:${pad(m.getUTCMinutes())}:${pad(m.getUTCSeconds())}`;
    case 'dates-s':
      return Math.floor(ms / 1000);
    case 'dates-s-text':
      return String(Math.floor(ms / 1000));
    default:
      return String(ms);
  }
}

/** Rewrites every value of a tree, keys first (so a date key is seen before its number). */
function mapTree(value: unknown, visit: (value: unknown, key: string | undefined) => unknown, key?: string): unknown {
  const visited = visit(value, key);
  if (Array.isArray(visited)) return visited.map((item) => mapTree(item, visit));
  if (visited && typeof visited === 'object') {
    return Object.fromEntries(
      Object.entries(visited as Record<string, unknown>).flatMap(([k, v]) => {
        const next = mapTree(v, visit, k);
        return next === ABSENT ? [] : [[k, next]];
      }),
    );
  }
  return visited;
}
const ABSENT = Symbol('absent');

function reshapeData(data: unknown, shape: Shape, logicalKey: string): unknown {
  if (shape.startsWith('dates-')) {
    return mapTree(data, (value, key) =>
      key && DATE_KEYS.has(key) && typeof value === 'number' && value > 0 ? dateAs(value, shape) : value,
    );
  }
  if (shape === 'lists-bare' || shape === 'lists-named') {
    const list = LIST_ANSWERS[logicalKey];
    if (!list || !data || typeof data !== 'object' || Array.isArray(data)) return data;
    const items = (data as Record<string, unknown>)[list.field];
    return shape === 'lists-bare' ? items : { [list.own]: items };
  }
  if (shape === 'unnamed-absent')
    return mapTree(data, (value, key) => (key && unnamed(key, logicalKey) ? ABSENT : value));
  if (shape === 'history-absent') return mapTree(data, (value, key) => (key === 'loanSoFar' ? ABSENT : value));
  if (shape === 'strings-long') {
    return mapTree(data, (value, key) =>
      // Links, paths, file names and the ids a page sends back (a captcha's sid) stay: they are not text to show.
      typeof value === 'string' &&
      !/^(s?id|code|.*(Id|Key|Token|No))$/.test(key ?? '') &&
      value !== '' &&
      !/^(-?\d[\d.,]*|[a-z][a-z\d+.-]*:|\.{0,2}\/)|\/|\.\w{2,4}$/i.test(value)
        ? value.replace(/\s/g, '').padEnd(200, 'W').slice(0, 200)
        : value,
    );
  }
  if (shape === 'numbers-text') return mapTree(data, (value) => (typeof value === 'number' ? String(value) : value));
  if (shape === 'strings-number') {
    return mapTree(data, (value) =>
      typeof value === 'string' && /^-?(0|[1-9]\d{0,14})$/.test(value) ? Number(value) : value,
    );
  }
  if (shape.startsWith('optional-')) {
    const emptied = (value: unknown) =>
      shape === 'optional-absent'
        ? ABSENT
        : shape === 'optional-null'
          ? null
          : Array.isArray(value)
            ? []
            : typeof value === 'string'
              ? ''
              : typeof value === 'number'
                ? 0
                : null;
    // Inside a list answer the list itself stays: its entries are what is optional.
    const listField = LIST_ANSWERS[logicalKey]?.field;
    return mapTree(data, (value, key) =>
      key !== undefined && key !== listField && (OPTIONAL_KEYS.has(key) || Array.isArray(value))
        ? emptied(value)
        : value,
    );
  }
  return data;
}

function reshapeEnvelope(
  body: Record<string, unknown>,
  shape: Shape,
  family: Family | undefined,
  logicalKey: string,
): void {
  if (!family || !shape.startsWith('code-')) return;
  const success = ONLY_DOUBLE_ZERO.has(logicalKey) ? ['00'] : SUCCESS[family];
  if (!success.includes(body.code) && body.success !== true) return;
  if (shape === 'code-flag') {
    if (family !== 'legacy') return;
    delete body.code;
    body.success = true;
    return;
  }
  const code = shape === 'code-number' ? 0 : shape === 'code-text' ? '0' : '00';
  if (success.includes(code)) body.code = code;
}

/** The handler's answer in the requested shapes; anything that is not a JSON envelope passes unchanged. */
export async function reshape(answer: Response, shapes: readonly Shape[], logicalKey: string, url: string) {
  if (shapes.length === 0 || !(answer.headers.get('content-type') ?? '').includes('json')) return answer;
  const body: unknown = await answer
    .clone()
    .json()
    .catch(() => undefined);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return answer;
  const envelope = { ...(body as Record<string, unknown>) };
  const family = familyOf(new URL(url).pathname);
  for (const shape of shapes) {
    if ('data' in envelope && envelope.data !== null) envelope.data = reshapeData(envelope.data, shape, logicalKey);
    reshapeEnvelope(envelope, shape, family, logicalKey);
  }
  if (envelope.data === ABSENT) delete envelope.data;
  return HttpResponse.json(envelope, { status: answer.status });
}
