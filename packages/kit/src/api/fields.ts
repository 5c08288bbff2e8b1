import * as v from 'valibot';

/**
 * Lenient field schemas: servers send numbers as strings and drop empty fields, which is not an error;
 * a value of the wrong kind (an object where text belongs) still is.
 */
export const text = () =>
  v.optional(
    v.pipe(
      v.nullable(v.union([v.string(), v.number()])),
      v.transform((value) => (value === null ? '' : String(value))),
    ),
    '',
  );

export const numeric = () =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*-?\d+(\.\d+)?\s*$/, 'must be numeric'))]),
    v.transform(Number),
  );

export const optionalNumeric = (fallback = 0) =>
  v.optional(
    v.pipe(
      v.nullable(numeric()),
      v.transform((n) => n ?? fallback),
    ),
    fallback,
  );

/** A 0/1 flag sent as a number, string or boolean. */
export const flag = () =>
  v.optional(
    v.pipe(
      v.nullable(v.union([v.number(), v.string(), v.boolean()])),
      v.transform((value) => (value === true || value === 1 || value === '1' ? 1 : 0) as 0 | 1),
    ),
    0,
  );

/** A list that may be missing or null. */
export const list = <T extends v.GenericSchema>(item: T) =>
  v.optional(
    v.pipe(
      v.nullable(v.array(item)),
      v.transform((items) => items ?? []),
    ),
    [],
  );

export const textValueRow = v.object({ text: text(), value: text() });
