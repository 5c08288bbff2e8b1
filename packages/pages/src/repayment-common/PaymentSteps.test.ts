import { describe, expect, it } from 'vitest';
import { stepsOf } from './PaymentSteps';

describe("the chosen channel's own way to pay", () => {
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
  it('shows only its steps, under its group', () => {
    expect(stepsOf(groups, '7-Eleven')).toEqual([
      { heading: 'Pay over the counter', items: [{ name: '7-Eleven', steps: ['Use the CLiQQ kiosk'] }] },
    ]);
  });
  it("shows no other channel's steps for a channel the server gives none for (Dragonpay's bank transfer)", () => {
    // The design review: "Pay with Dragonpay (bank transfer)" over GCash's and 7-Eleven's steps.
    expect(stepsOf(groups, 'Dragonpay (bank transfer)')).toEqual([]);
  });
  it('shows every way, in the server’s order, when the channel is not known', () => {
    expect(stepsOf(groups, undefined)).toEqual(groups);
  });
});
