/**
 * Plurals as each language counts (`Intl.PluralRules`), written in a message as ICU's plural, the subset the tables
 * use: `{count, plural, one {# day left} other {# days left}}`. A form is `=N` (that number), a CLDR category
 * (`zero`, `one`, `two`, `few`, `many`) or `other`, which every block has; `#` is the number. English counts one
 * and other; Filipino's "one" is most numbers, but its nouns do not change, so its tables write one form; Chinese and
 * Indonesian have only other.
 */
export interface PluralBlock {
  /** Where the block starts and ends in its message (`end` is past its last brace). */
  start: number;
  end: number;
  /** The parameter it counts. */
  name: string;
  forms: Readonly<Record<string, string>>;
}

const START = /\{(\w+), plural,/g;

/** The plural blocks of a message, in order; none in a message without one. */
export function pluralBlocks(text: string): PluralBlock[] {
  const blocks: PluralBlock[] = [];
  for (const match of text.matchAll(START)) {
    const forms: Record<string, string> = {};
    let at = match.index + match[0].length;
    for (;;) {
      while (/\s/.test(text[at] ?? '')) at += 1;
      if (text[at] === '}' || at >= text.length) break;
      const selector = /^[=\w]+/.exec(text.slice(at))?.[0];
      if (!selector) break;
      at += selector.length;
      while (/\s/.test(text[at] ?? '')) at += 1;
      if (text[at] !== '{') break;
      // The form's text, which may hold a `{param}` of its own.
      let depth = 1;
      let end = at + 1;
      for (; end < text.length && depth > 0; end += 1) {
        if (text[end] === '{') depth += 1;
        else if (text[end] === '}') depth -= 1;
      }
      forms[selector] = text.slice(at + 1, end - 1);
      at = end;
    }
    if (text[at] === '}' && 'other' in forms) blocks.push({ start: match.index, end: at + 1, name: match[1]!, forms });
  }
  return blocks;
}

const rules = new Map<string, Intl.PluralRules>();

/** The form a count takes in a locale: its exact `=N`, else its category, else `other`. */
function selectForm(forms: Readonly<Record<string, string>>, count: number, locale: string): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return forms[`=${count}`] ?? forms[rule.select(count)] ?? forms.other ?? '';
}

/** The form a block's count takes in a locale. */
export function pluralForm(block: PluralBlock, count: number, locale: string): string {
  return selectForm(block.forms, count, locale);
}

/** A block with its forms (each `key {text}`, a text holding `{param}`s at most), as formatPlurals reads it. */
const BLOCK = /\{(\w+), plural,((?:\s*[=\w]+\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const FORM = /([=\w]+)\s*\{((?:[^{}]|\{\w+\})*)\}/g;

/**
 * A message with each plural block replaced by its form for the count in `params` (`#` the count). Small on purpose:
 * it is in every page's first bundle (the reader above is for tests and tools).
 */
export function formatPlurals(text: string, params: Readonly<Record<string, string | number>>, locale: string): string {
  return text.replace(BLOCK, (_, name: string, body: string) => {
    const forms: Record<string, string> = {};
    for (const [, key, form] of body.matchAll(FORM)) forms[key!] = form!;
    return selectForm(forms, Number(params[name]), locale).replace(/#/g, String(params[name] ?? '#'));
  });
}

/** Every form a message can take, its blocks' `#` written as their `{param}`: what a test's pattern matches. */
export function pluralExpansions(text: string): string[] {
  const [block] = pluralBlocks(text);
  if (!block) return [text];
  return [...new Set(Object.values(block.forms))].flatMap((form) =>
    pluralExpansions(`${text.slice(0, block.start)}${form.replace(/#/g, `{${block.name}}`)}${text.slice(block.end)}`),
  );
}
