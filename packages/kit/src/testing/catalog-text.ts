import { messages, translations } from '../i18n/catalog';
import type { MessageEntry } from '../i18n/define';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every catalog text in every language as a pattern where `{param}` matches the parameter. A template that is
 * almost all parameters (`{seconds}s`, `{count}/{max}`) only matches numbers there, or it would match any text.
 */
const catalogPatterns: RegExp[] = [
  ...Object.values(messages as Record<string, MessageEntry>).flatMap((entry) => [entry.source, entry.en]),
  ...Object.values(translations.zh),
  ...Object.values(translations.id),
]
  .filter((text): text is string => typeof text === 'string')
  .map((text) => {
    const literals = text.split(/\{\w+\}/);
    const parameter = literals.join('').trim().length < 3 ? '\\d+' : '[\\s\\S]+?';
    return new RegExp(`^${literals.map(escape).join(parameter)}$`);
  });

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
