/**
 * What a release build refuses (issue 26.9): template text a borrower must never read. The company and legal
 * pages are written with bracketed placeholders ("[Lender name]", "[Venue of suits to be completed by
 * counsel.]") and a note to counsel until the lender's configuration (LOAN_CONFIG_FILE) and counsel fill them.
 * Development builds keep them; `npm run build:release` fails while any is left in a page, naming each.
 */
import { rmSync } from 'node:fs';
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

/**
 * Each excess of the lender's charges over the ceilings (caps only go down: a configured ceiling above the circular's
 * is one), checked on loans worked through at the product's limits: `chargesAboveCaps` of the kit (ADR 0082). The kit
 * is imported when the check runs, after the build has made it.
 */
export async function chargesAboveCaps(config) {
  const { chargesAboveCaps: check } = await import('@loan-webview/kit/credit');
  // The limits' defaults are the configuration's own (config.ts); charges and ceilings as the lender wrote them.
  const { parseConfig } = await import('@loan-webview/kit/config');
  const { limits } = parseConfig({ legal: { limits: config?.legal?.limits } }).legal;
  return check(config?.legal?.charges ?? {}, config?.legal?.caps ?? {}, limits);
}

/**
 * Where the configuration leaves the confirmations unable to show the finance charge and the EIR: it must say where
 * the lender's answer puts what the borrower receives (`netProceeds`; the spec's answer has no field for it).
 */
export function netProceedsUnsaid(config) {
  return config?.netProceeds === undefined
    ? [
        'netProceeds is not set: say where the loan confirmation answer puts what the borrower receives ' +
          '({ "field": "receivedAmount" }, { "row": [its labels] } or { "deductedRows": [their labels] })',
      ]
    : [];
}

/**
 * Why a release build of `siteDir` with the lender's `config` is refused, as the lines to print; none when it may
 * ship. The first reason found is the one given: the identity, where the answer puts net proceeds, then the charges,
 * then text left for counsel.
 */
export async function releaseRefusal(config, siteDir) {
  const identity = identityPlaceholders(config);
  if (identity.length > 0)
    return [
      `release build refused: the lender's identity is not set (${identity.join(', ')}).`,
      'The loan confirmation, the site and the promotion show it (SEC MC No. 19): set it in LOAN_CONFIG_FILE.',
    ];
  const unsaid = netProceedsUnsaid(config);
  if (unsaid.length > 0)
    return ['release build refused: the confirmations could not show the finance charge and the EIR.', ...unsaid];
  const aboveCaps = await chargesAboveCaps(config);
  if (aboveCaps.length > 0)
    return [
      `release build refused: ${aboveCaps.length} charge(s) unchecked or above the SEC's ceilings (SEC MC No. 3 s. 2022, MC No. 14 s. 2025).`,
      ...aboveCaps.map((entry) => `  ${entry}`),
    ];
  const left = await templateTextIn(siteDir);
  if (left.length > 0)
    return [
      `release build refused: ${left.length} placeholder(s) or note(s) to counsel a borrower would read.`,
      'Set the lender in LOAN_CONFIG_FILE and have counsel complete the legal texts:',
      ...left.map((entry) => `  ${entry}`),
    ];
  return [];
}

/**
 * What a refused release leaves: nothing that could be deployed by mistake. The built site and its offline packages
 * are removed (a developer's earlier `npm run build` too: `npm start` builds again).
 */
export function discardRefusedBuild(dirs) {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
