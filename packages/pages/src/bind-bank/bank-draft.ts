import { readStored, removeStored, writeStored } from '@loan-webview/kit/storage';

/** The card type rides along with the values in the `bank` group (sessionStorage only: personal data). */
const CARD_TYPE_KEY = '__cardType';

export interface BankDraft {
  values: Record<string, string>;
  cardType?: number;
}

export function readBankDraft(): BankDraft {
  const stored = readStored('bank') ?? {};
  const { [CARD_TYPE_KEY]: cardType, ...values } = stored;
  const type = Number(cardType);
  return { values, cardType: Number.isInteger(type) && type > 0 ? type : undefined };
}

export function saveBankDraft(values: Record<string, string>, cardType: number): void {
  writeStored('bank', { ...values, [CARD_TYPE_KEY]: String(cardType) });
}

export function clearBankDraft(): void {
  removeStored('bank');
}
