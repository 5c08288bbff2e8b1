import { describe, expect, it } from 'vitest';
import { chosenFirst } from './PaymentSteps';

describe('the steps of the chosen channel first', () => {
  const groups = [
    { heading: 'Pay with an e-wallet', items: [{ name: 'GCash', steps: ['Open GCash'] }] },
    {
      heading: 'Pay over the counter',
      items: [
        { name: 'Cebuana Lhuillier', steps: ['Go to a branch'] },
        { name: '7-Eleven', steps: ['Use the CLiQQ kiosk'] },
      ],
    },
  ];
  it('puts its group first and it first within the group; the server’s order otherwise', () => {
    const ordered = chosenFirst(groups, '7-Eleven');
    expect(ordered.map((group) => group.items[0].name)).toEqual(['7-Eleven', 'GCash']);
    expect(chosenFirst(groups, undefined)).toEqual(groups);
    expect(chosenFirst(groups, 'Palawan Express')).toEqual(groups);
  });
});
