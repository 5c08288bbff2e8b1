import * as v from 'valibot';
import { parseDate } from '../format/format';

/**
 * Field schemas that are liberal in what the server sends (../shared/decisions.md): numbers may come as
 * strings, flags as booleans, lists as null, an object as null. A value the page can do without degrades to
 * a neutral one with one console warning naming it; only `required…` fields fail a whole response, for the
 * few values a page cannot work without.
 */

const warned = new Set<string>();

/** One warning per kind of unexpected value, so a long list of bad rows does not flood the console. */
export function warnUnexpected(what: string, value: unknown): void {
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  const key = `${what}:${kind}`;
  if (warned.has(key) || typeof console === 'undefined') return;
  warned.add(key);
  console.warn(`[api] unexpected ${what} (${kind}): ignored`);
}

/** Forgets which warnings were given (the unit tests share one module instance across files). */
export function forgetWarnings(): void {
  warned.clear();
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** Text: strings as they are, numbers and booleans as text, absent as ''. */
const anyText = () =>
  v.pipe(
    v.unknown(),
    v.transform((value): string => {
      if (value === undefined || value === null) return '';
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      warnUnexpected('text', value);
      return '';
    }),
  );

// Every lenient field is optional too: valibot's object() refuses a missing key otherwise.
export const text = () => v.optional(anyText(), '');

/** Text with a default when absent or of the wrong kind (a product's `isEnabled`, an order's `isDelay`). */
export const textOr = (fallback: string) =>
  v.optional(
    v.pipe(
      anyText(),
      v.transform((value) => (value === '' ? fallback : value)),
    ),
    fallback,
  );

/** A number from a number or a numeric string (`"1,500.50"` included); undefined when it is not one. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : undefined;
}

/** A number the page cannot work without (an amount to pay): anything else fails the response. */
export const numeric = () =>
  v.pipe(
    v.unknown(),
    v.check((value) => toNumber(value) !== undefined, 'must be a number'),
    v.transform((value) => toNumber(value) as number),
  );

/** A number the page can do without: absent or wrong gives the fallback. */
export const optionalNumeric = (fallback = 0) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): number => {
        const number = toNumber(value);
        if (number !== undefined) return number;
        if (!absent(value)) warnUnexpected('number', value);
        return fallback;
      }),
    ),
    fallback,
  );

/**
 * A date the page can do without, as epoch ms (0 when absent or unreadable): every form `parseDate` reads, so a
 * server that sends `2026-12-01` is not taken for one that sends nothing.
 */
export const date = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): number => {
        const ms = parseDate(value);
        if (ms !== undefined) return ms;
        if (!absent(value) && value !== 0 && value !== '0') warnUnexpected('date', value);
        return 0;
      }),
    ),
    0,
  );

/** A 0/1 flag sent as a number, string or boolean; anything else is 0. */
export const flag = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): 0 | 1 => {
        if (value === true || value === 1 || value === '1') return 1;
        if (!absent(value) && value !== false && value !== 0 && value !== '0') warnUnexpected('flag', value);
        return 0;
      }),
    ),
    0,
  );

/** One of the known values; an unknown one degrades to the fallback (a neutral, plain variant), an absent one to `whenAbsent`. */
export const oneOf = <const T extends readonly string[]>(
  values: T,
  fallback: T[number],
  whenAbsent: T[number] = fallback,
) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): T[number] => {
        if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value;
        if (absent(value)) return whenAbsent;
        warnUnexpected(`value ${JSON.stringify(value)}`, value);
        return fallback;
      }),
    ),
    whenAbsent,
  );

/**
 * Where a list is in what the server sent: the bare array, or an object holding it under `list`, under its own
 * name (`key`), or as its only list; an object holding no list at all holds an empty one (`{ list: null }`).
 * Undefined when there is none, or several and none of them is named.
 */
function findList(value: unknown, key?: string): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!value || typeof value !== 'object') return undefined;
  const holder = value as Record<string, unknown>;
  if (Array.isArray(holder.list)) return holder.list;
  if (key !== undefined && Array.isArray(holder[key])) return holder[key] as unknown[];
  const lists = Object.values(holder).filter(Array.isArray);
  return lists.length === 1 ? lists[0] : lists.length === 0 ? [] : undefined;
}

/** The entries that fit `item`; one that does not is skipped with a warning, and the rest still show. */
function readEntries<T extends v.GenericSchema>(item: T, entries: readonly unknown[]): v.InferOutput<T>[] {
  return entries.flatMap((entry) => {
    const parsed = v.safeParse(item, entry);
    if (parsed.success) return [parsed.output];
    warnUnexpected('list item', entry);
    return [];
  });
}

/** A list field: wherever `findList` finds it, or absent (empty). */
export const list = <T extends v.GenericSchema>(item: T, key?: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): v.InferOutput<T>[] => {
        const entries = findList(value, key);
        if (entries) return readEntries(item, entries);
        if (!absent(value)) warnUnexpected('list', value);
        return [];
      }),
    ),
    [],
  );

/**
 * An answer that is a list (the order list, the complaint tabs, the agreements): the spec says "returns a list"
 * and no more, so `data` may be the bare array or an object holding it (`findList`), and absent or null is an
 * empty list. The page always gets `{ [name]: entries }`. A list of which no entry is readable, or an object
 * without one, is the wrong shape: the page shows the error with Retry, not a false "nothing here".
 */
export const listAnswer = <K extends string, T extends v.GenericSchema>(name: K, item: T) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      const entries = absent(value) ? [] : findList(value, name);
      if (!entries) {
        addIssue({ message: `expected a list of ${name}` });
        return NEVER;
      }
      const read = readEntries(item, entries);
      if (entries.length > 0 && read.length === 0) {
        addIssue({ message: `no readable entry in ${name}` });
        return NEVER;
      }
      return { [name]: read } as { [P in K]: v.InferOutput<T>[] };
    }),
  );

/** A nested object the page can do without: null or the wrong shape gives the fallback. */
export const section = <T extends v.GenericSchema>(schema: T, fallback: v.InferOutput<T>) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): v.InferOutput<T> => {
        if (absent(value)) return fallback;
        const parsed = v.safeParse(schema, value);
        if (parsed.success) return parsed.output;
        warnUnexpected('section', value);
        return fallback;
      }),
    ),
    fallback,
  );

/** Text that must be there (an id a request needs next): empty or absent fails the response. */
export const requiredText = (message: string) =>
  v.pipe(
    anyText(),
    v.check((value) => value.trim() !== '', message),
  );

export const textValueRow = v.object({ text: text(), value: text() });

/** The data of an answer no page reads (a save, a tracking call): only success and the message count. */
export const IgnoredData = v.unknown();
