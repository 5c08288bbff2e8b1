import { describe, expect, it } from 'vitest';
import { wayOfChannel } from './way-to-pay';

const groups = [
  {
    heading: 'Pay with an e-wallet',
    items: [
      { name: 'GCash', steps: [] },
      { name: 'Maya', steps: [] },
    ],
  },
  {
    heading: 'Pay over the counter',
    items: [
      { name: '7-Eleven', steps: [] },
      { name: 'Cebuana Lhuillier', steps: [] },
    ],
  },
];

describe('wayOfChannel', () => {
  it('finds the way by the heading of the group that lists the chosen channel', () => {
    expect(wayOfChannel(groups, 'GCash')).toBe('ewallet');
    expect(wayOfChannel(groups, '7-Eleven (cash)')).toBe('otc');
    expect(wayOfChannel(groups, 'Cebuana Lhuillier')).toBe('otc');
  });

  it('says nothing where it cannot tell', () => {
    expect(wayOfChannel(groups, undefined)).toBeUndefined();
    expect(wayOfChannel(groups, 'BPI online')).toBeUndefined();
    expect(wayOfChannel([{ heading: 'Other ways', items: [{ name: 'GCash', steps: [] }] }], 'GCash')).toBeUndefined();
  });
});
