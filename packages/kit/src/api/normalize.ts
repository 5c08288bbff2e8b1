export interface NormalizedResponse {
  success: boolean;
  code: string;
  message: string;
  data: unknown;
  raw: unknown;
}

/** How a call decides success: code 0 (as a number or a string) for most; some calls use '00' or a success flag. */
export type SuccessRule = 'zero' | 'doubleZero' | 'flag' | 'doubleZeroOrFlag';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a field under its obfuscated name (from the key table) or its plain name. */
export function readField(
  source: Record<string, unknown>,
  plain: string,
  keyTable: Readonly<Record<string, string>>,
): unknown {
  const obfuscated = keyTable[plain];
  if (obfuscated !== undefined && obfuscated in source) return source[obfuscated];
  return source[plain];
}

function codeIsZero(code: string): boolean {
  return /^\s*[+-]?\d+/.test(code) && Number.parseInt(code, 10) === 0;
}

export function isSuccess(rule: SuccessRule, code: string, raw: Record<string, unknown>): boolean {
  switch (rule) {
    case 'zero':
      return codeIsZero(code);
    case 'doubleZero':
      return code === '00';
    case 'flag':
      return raw.success === true || raw.success === 'true';
    case 'doubleZeroOrFlag':
      return code === '00' || raw.success === true || raw.success === 'true';
  }
}

/** Normalises any response body to `{ success, code, message, data, raw }`; never throws. */
export function normalizeResponse(
  raw: unknown,
  keyTable: Readonly<Record<string, string>> = {},
  rule: SuccessRule = 'zero',
): NormalizedResponse {
  if (!isRecord(raw)) return { success: false, code: '', message: '', data: undefined, raw };
  const codeValue = readField(raw, 'code', keyTable);
  const code = typeof codeValue === 'number' || typeof codeValue === 'string' ? String(codeValue) : '';
  const messageValue = readField(raw, 'message', keyTable) ?? raw.msg;
  const message = typeof messageValue === 'string' ? messageValue : '';
  return { success: isSuccess(rule, code, raw), code, message, data: readField(raw, 'data', keyTable), raw };
}

/**
 * Renames obfuscated keys back to their plain names, deeply, so one schema validates both spellings.
 * A plain key already present wins over its obfuscated twin.
 */
export function deobfuscate(value: unknown, keyTable: Readonly<Record<string, string>>): unknown {
  const entries = Object.entries(keyTable);
  if (entries.length === 0) return value;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isRecord(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) out[key] = walk(child);
    for (const [plain, obfuscated] of entries) {
      if (!(plain in out) && obfuscated in out) {
        out[plain] = out[obfuscated];
        delete out[obfuscated];
      }
    }
    return out;
  };
  return walk(value);
}

/** Renames plain payload keys to their obfuscated names for sending. */
export function obfuscatePayload(
  payload: Readonly<Record<string, unknown>>,
  keyTable: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) out[keyTable[key] ?? key] = value;
  return out;
}
