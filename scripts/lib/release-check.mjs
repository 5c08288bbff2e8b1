/**
 * What a release build refuses (issue 26.9): template text a borrower must never read. The company and legal
 * pages are written with bracketed placeholders ("[Lender name]", "[Venue of suits to be completed by
 * counsel.]") and a note to counsel until the lender's configuration (LOAN_CONFIG_FILE) and counsel fill them.
 * Development builds keep them; `npm run build:release` fails while any is left in a page, naming each.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A bracketed placeholder: a capital or a Chinese character, then words, in square brackets. */
const PLACEHOLDER = /\[(?:[A-Z]|[\u3400-\u9fff])[^\][<>{}"]{2,200}\]/g;
/** The note to counsel, marked up as such in every language. */
const COUNSEL_NOTE = /<[^>]*class="[^"]*\bloan-legal__notice\b[^"]*"[^>]*>([^<]*)</g;

/** Every placeholder and counsel note left in the built pages' HTML, as `file: text`. */
export async function templateTextIn(siteDir) {
  const found = [];
  for (const file of (await readdir(siteDir, { recursive: true })).filter((f) => f.endsWith('.html')).sort()) {
    const html = await readFile(path.join(siteDir, file), 'utf8');
    const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
    for (const match of new Set(text.match(PLACEHOLDER) ?? [])) found.push(`${file}: ${match}`);
    for (const [, note] of text.matchAll(COUNSEL_NOTE)) found.push(`${file}: note to counsel "${note.trim()}"`);
  }
  return found;
}

const IDENTITY = ['name', 'secRegistration', 'certificateOfAuthority'];

/**
 * The lender's identity fields a release configuration leaves empty or as the bracketed default, as
 * `company.<field>`: the loan confirmation reads them at run time, so no built page shows them to the check above,
 * and SEC Memorandum Circular No. 19 wants them on it (ADR 0066).
 */
export function identityPlaceholders(config) {
  const company = config?.company ?? {};
  return IDENTITY.filter((field) => {
    const value = company[field];
    return typeof value !== 'string' || !value.trim() || new RegExp(PLACEHOLDER.source).test(value);
  }).map((field) => `company.${field}`);
}
