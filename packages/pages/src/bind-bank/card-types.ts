import type { CardInit } from '@loan-webview/kit/api';
import type { Translate } from '@loan-webview/kit/i18n';
import { DEFAULT_CARD_TYPE } from './target';

export interface CardTypeChoice {
  type: number;
  name: string;
}

/**
 * The card types the borrower can switch between. The spec never names a `cardTypes` list: a backend written
 * from it sends only the items, each with `cardTypeMi` (0 for every type). So the types are the server's list
 * when it sends one, else the default type (1, part 1 §9) and every type an item names, with our names
 * (ADR 0048): without this, an e-wallet could never be bound.
 */
export function cardTypeChoices(init: CardInit, t: Translate): CardTypeChoice[] {
  const named = (type: number) =>
    type === 1
      ? t('bindBank.cardTypeBank')
      : type === 2
        ? t('bindBank.cardTypeWallet')
        : t('bindBank.cardTypeOther', { type });
  if (init.cardTypes.length > 0) {
    return init.cardTypes.map(({ type, name }) => ({ type, name: name.trim() || named(type) }));
  }
  const types = new Set([DEFAULT_CARD_TYPE]);
  for (const item of init.items) if (item.cardTypeMi > 0) types.add(item.cardTypeMi);
  return [...types].sort((a, b) => a - b).map((type) => ({ type, name: named(type) }));
}
