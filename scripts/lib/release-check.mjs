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

/** SEC MC No. 3 s. 2022, recalibrated by SEC MC No. 14 s. 2025: the defaults of `legal.caps` (config.ts). */
const DEFAULT_CAPS = {
  nominalPercentPerMonth: 6,
  effectivePercentPerMonth: 12,
  lateChargePercentPerMonth: 5,
  totalCostPercent: 100,
};
/** The SEC states its monthly ceilings as 30 days of a daily rate (6% a month, "about 0.2% a day"). */
const DAYS_IN_MONTH = 30;

/**
 * Each charge of `legal.charges` above its ceiling in `legal.caps`, as a sentence naming the figure (ADR 0073).
 * The late-charge ceiling is a rate on the amount due: a fixed late fee exceeds it on a small enough amount due,
 * so any fixed fee is refused.
 */
export function chargesAboveCaps(config) {
  const charges = config?.legal?.charges ?? {};
  const caps = { ...DEFAULT_CAPS, ...config?.legal?.caps };
  const found = [];
  const perMonth = (perDay) => Math.round(perDay * DAYS_IN_MONTH * 1e6) / 1e6;
  if (charges.interestPercentPerDay !== undefined) {
    const monthly = perMonth(charges.interestPercentPerDay);
    if (monthly > caps.nominalPercentPerMonth)
      found.push(
        `legal.charges.interestPercentPerDay ${charges.interestPercentPerDay}% a day is ${monthly}% a month, above the nominal ceiling of ${caps.nominalPercentPerMonth}%`,
      );
  }
  if (charges.lateChargePercentPerMonth > caps.lateChargePercentPerMonth)
    found.push(
      `legal.charges.lateChargePercentPerMonth ${charges.lateChargePercentPerMonth}% a month is above the late-charge ceiling of ${caps.lateChargePercentPerMonth}% a month`,
    );
  if (charges.lateChargePercentPerDay !== undefined) {
    const monthly = perMonth(charges.lateChargePercentPerDay);
    if (monthly > caps.lateChargePercentPerMonth)
      found.push(
        `legal.charges.lateChargePercentPerDay ${charges.lateChargePercentPerDay}% a day is ${monthly}% a month, above the late-charge ceiling of ${caps.lateChargePercentPerMonth}% a month`,
      );
  }
  if (charges.lateFeeOnce > 0)
    found.push(
      `legal.charges.lateFeeOnce ₱${charges.lateFeeOnce} is a fixed fee: the late-charge ceiling is ${caps.lateChargePercentPerMonth}% a month of the amount due`,
    );
  return found;
}

/**
 * Why a release build of `siteDir` with the lender's `config` is refused, as the lines to print; none when it may
 * ship. The first reason found is the one given: the identity, then the charges, then text left for counsel.
 */
export async function releaseRefusal(config, siteDir) {
  const identity = identityPlaceholders(config);
  if (identity.length > 0)
    return [
      `release build refused: the lender's identity is not set (${identity.join(', ')}).`,
      'The loan confirmation, the site and the promotion show it (SEC MC No. 19): set it in LOAN_CONFIG_FILE.',
    ];
  const aboveCaps = chargesAboveCaps(config);
  if (aboveCaps.length > 0)
    return [
      `release build refused: ${aboveCaps.length} charge(s) above the SEC's ceilings (legal.caps).`,
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
