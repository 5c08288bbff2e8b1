import { describe, expect, it } from 'vitest';
import type { BankFormItem, CardInit } from '@loan-webview/kit/api';
import { createTranslator, registerMessages } from '@loan-webview/kit/i18n';
import { bindBankMessages } from './messages';
import { cardTypeChoices } from './card-types';
import { textOf } from '@loan-webview/kit/testing';

registerMessages(bindBankMessages);
const t = createTranslator('en');

const item = (code: string, cardTypeMi: number): BankFormItem => ({
  code,
  cate: 'txt',
  title: code,
  subtitle: '',
  value: '',
  note: [],
  inputType: 'text',
  cardTypeMi,
  channelNumber: '',
});

describe('cardTypeChoices', () => {
  it("derives the types from the items' cardTypeMi when the server sends no cardTypes (the spec's shape)", () => {
    const init: CardInit = { cardTypes: [], items: [item('name', 0), item('wallet', 2), item('bank', 1)] };
    expect(cardTypeChoices(init, t)).toEqual([
      { type: 1, name: textOf('bindBank.cardTypeBank') },
      { type: 2, name: textOf('bindBank.cardTypeWallet') },
    ]);
  });

  it('always offers the default type 1, and names a type it does not know by its number', () => {
    const init: CardInit = { cardTypes: [], items: [item('x', 5)] };
    expect(cardTypeChoices(init, t)).toEqual([
      { type: 1, name: textOf('bindBank.cardTypeBank') },
      { type: 5, name: 'Account type 5' },
    ]);
  });

  it("keeps the server's cardTypes and their names when it sends them", () => {
    const init: CardInit = {
      cardTypes: [
        { type: 2, name: 'GCash / Maya' },
        { type: 1, name: '' },
      ],
      items: [item('x', 3)],
    };
    expect(cardTypeChoices(init, t)).toEqual([
      { type: 2, name: 'GCash / Maya' },
      { type: 1, name: textOf('bindBank.cardTypeBank') },
    ]);
  });
});
