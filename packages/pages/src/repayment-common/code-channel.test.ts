import { describe, expect, it } from 'vitest';
import type { RepaymentInfo } from '@loan-webview/kit/api';
import { codeChannelIndex } from './code-channel';

const channels = [
  { name: 'GCash', logo: '/gcash.svg', channel_number: '3001' },
  { name: '7-Eleven', logo: '/7eleven.svg', channel_number: '3002' },
  { name: 'Dragonpay (bank transfer)', logo: '/dragonpay.svg', channel_number: '3003' },
];
const info = (defDetail: Partial<RepaymentInfo['defDetail']>) =>
  ({
    repayList: channels,
    defDetail: { payCode: 'DP7777777174', logo: '', title: '', payNotice: [], channel_number: '', ...defDetail },
  }) as unknown as RepaymentInfo;

describe('the channel the answer’s code belongs to', () => {
  it('is the one the answer names, else the same logo, else the name its title gives', () => {
    expect(codeChannelIndex(info({ channel_number: '3002', logo: '/dragonpay.svg' }))).toBe(1);
    expect(codeChannelIndex(info({ logo: '/dragonpay.svg', title: 'GCash code' }))).toBe(2);
    expect(codeChannelIndex(info({ title: 'Dragonpay pay code' }))).toBe(2);
    expect(codeChannelIndex(info({ title: 'Your GCash reference' }))).toBe(0);
  });

  it('is none where no channel can be told, or there is no code: no code shows until one is paid for', () => {
    expect(codeChannelIndex(info({ title: 'Pay code' }))).toBeUndefined();
    // A word inside another word is not a name ("gcashback" is not GCash).
    expect(codeChannelIndex(info({ title: 'gcashback code' }))).toBeUndefined();
    expect(codeChannelIndex(info({ payCode: '', channel_number: '3001' }))).toBeUndefined();
  });
});
