import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalog-text';

const tables = {
  'pay.now': { source: 'Pay now' },
  'pay.due': { source: 'Due {date}' },
};

describe('catalogProblems', () => {
  it('passes a language translated key for key', () => {
    expect(catalogProblems(tables, { fil: { 'pay.now': 'Magbayad na', 'pay.due': 'Due sa {date}' } })).toEqual([]);
  });

  it('names every key an empty translation lacks: an empty file is not a translation', () => {
    expect(catalogProblems(tables, { zh: {} })).toEqual(['zh pay.now: missing', 'zh pay.due: missing']);
  });

  it('names an empty text, a key no table has and a lost parameter', () => {
    expect(catalogProblems(tables, { id: { 'pay.now': ' ', 'pay.due': 'Jatuh tempo', 'pay.later': 'Nanti' } })).toEqual(
      ['id pay.now: empty', 'id pay.due: parameters {date} ≠ ', 'id pay.later: not in the table'],
    );
  });
});
