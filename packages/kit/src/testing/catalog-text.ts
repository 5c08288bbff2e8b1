import { messages, translations, type MessageKey } from '../i18n/catalog';
import type { MessageEntry } from '../i18n/define';
import type { Language } from '../i18n/languages';
import { pluralExpansions } from '../i18n/plural';
import { createTranslator } from '../i18n/translate';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

type Translations = { readonly [L in Exclude<Language, 'en'>]?: Readonly<Record<string, string>> };

// A parameter that is an amount stands for a figure only: "Pay {amount}" is not "Pay code".
const AMOUNT_PARAMETER = /^(amount|fee|owed|cost|borrowed)$|Amount$/;
const FIGURE = '[−-]?[₱₹$]\\s?[\\d,]+(?:\\.\\d+)?';

/**
 * A catalog text as the pattern of what it shows: each `{param}` any text, an amount's a figure only. A template that
 * is almost all parameters (`{seconds}s`, `{count}/{max}`) matches only numbers there, or it would match any text.
 */
export function messagePattern(text: string): RegExp {
  // A message that counts matches each of its plural forms.
  return new RegExp(`^(?:${pluralExpansions(text).map(patternBody).join('|')})$`);
}

function patternBody(text: string): string {
  const literals = text.split(/\{\w+\}/);
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const any = literals.join('').trim().length < 3 ? '\\d+' : '[\\s\\S]+?';
  const body = literals
    .map((literal, index) =>
      index === 0 ? escape(literal) : `${AMOUNT_PARAMETER.test(names[index - 1]!) ? FIGURE : any}${escape(literal)}`,
    )
    .join('');
  return body;
}

/** Every catalog text in every language as its pattern (`messagePattern`). */
const catalogPatterns: RegExp[] = [];

/**
 * Adds an app's tables and their translations to what the check accepts (the kit's own are in already): call
 * it once in the test setup with every table the pages register.
 */
export function addCatalog(tables: Readonly<Record<string, MessageEntry>>, translated: Translations = {}): void {
  const texts = [
    ...Object.values(tables).flatMap((entry) => [entry.source, entry.en]),
    ...Object.values(translated).flatMap((strings) => Object.values(strings ?? {})),
  ];
  for (const text of texts) {
    if (typeof text === 'string') catalogPatterns.push(messagePattern(text));
  }
}

addCatalog(messages, translations);

/** A message's parameters: each `{param}`, and each count a plural block takes (written `{count}`). */
const parametersOf = (text: string) =>
  [
    ...new Set(
      [
        ...pluralExpansions(text)
          .join(' ')
          .matchAll(/\{\w+\}/g),
      ].map(([name]) => name),
    ),
  ]
    .sort()
    .join(' ');

/**
 * What is wrong between a message table and its translations, language by language: a key of the table the
 * language lacks (a text that is the same as the source is written out too, so a forgotten key cannot pass as
 * one), a translated key the table lacks, an empty text, a translation whose `{parameters}` differ from the
 * English (`en`, else `source`). Empty when all is well (a test expects `[]`).
 */
export function catalogProblems(tables: Readonly<Record<string, MessageEntry>>, translated: Translations): string[] {
  const problems: string[] = [];
  for (const [language, strings = {}] of Object.entries(translated)) {
    for (const key of Object.keys(tables)) if (!(key in strings)) problems.push(`${language} ${key}: missing`);
    for (const [key, text] of Object.entries(strings)) {
      const entry = tables[key];
      if (!text.trim()) problems.push(`${language} ${key}: empty`);
      else if (!entry) problems.push(`${language} ${key}: not in the table`);
      else if (parametersOf(text) !== parametersOf(entry.en ?? entry.source))
        problems.push(
          `${language} ${key}: parameters ${parametersOf(entry.en ?? entry.source)} ≠ ${parametersOf(text)}`,
        );
    }
  }
  return problems;
}

function textNodes(root: Node): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument!.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && (parent.closest('script, style') || parent.closest('[aria-hidden="true"]'))) continue;
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  return texts;
}

/**
 * The literal strings a rendered tree shows that are neither catalog messages (any language) nor data the
 * caller names as allowed: what a page hard-coded instead of putting it in the catalog.
 */
export function uncataloguedText(container: Node, allowed: readonly (string | RegExp)[] = []): string[] {
  return textNodes(container).filter(
    (text) =>
      !catalogPatterns.some((pattern) => pattern.test(text)) &&
      !allowed.some((item) => (typeof item === 'string' ? item === text : item.test(text))),
  );
}

/** Throws when the tree shows a string that is not in the catalog (use in page and component tests). */
export function expectOnlyCatalogText(container: Node, allowed: readonly (string | RegExp)[] = []): void {
  const stray = uncataloguedText(container, allowed);
  if (stray.length > 0) {
    throw new Error(
      `Rendered text that is not in the message catalog: ${stray.map((t) => JSON.stringify(t)).join(', ')}`,
    );
  }
}

/**
 * What a catalog key says (in English unless told), for a test that asserts behaviour, not wording:
 * `getByRole('button', { name: textOf('common.retry') })` still passes when the words change, and fails for a key
 * no table has registered (the test of a page registers its table by rendering the page). Where the words are the
 * point (legal text, the spec's own strings), a test writes them out.
 */
export function textOf(
  key: MessageKey,
  params?: Readonly<Record<string, string | number>>,
  language: Language = 'en',
): string {
  const text = createTranslator(language)(key, params);
  if (text === key) throw new Error(`textOf: no table has registered the key ${key}`);
  return text;
}
