import type { Meta, StoryObj } from '@storybook/react-vite';
import { writeStored } from '@loan-webview/kit/storage';
import { LegacyRepaymentPage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route legacyRepayment (/legacyRepayment): cards C1 and C2; the code is always 123456 (MOCK_SMS_CODE). */
const meta = {
  title: 'Pages/Legacy repayment',
  component: LegacyRepaymentPage,
  parameters: pageDocs,
} satisfies Meta<typeof LegacyRepaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { query: { orderId: 'ORD174', amount: '345000' } } };
export const CardsFail: Story = { parameters: { query: { orderId: 'ORD174', mock: 'fail:repaymentWay' } } };
export const Loading: Story = { parameters: { query: { orderId: 'ORD174', mock: 'pending' } } };
export const ServerError: Story = { parameters: { query: { orderId: 'ORD174', mock: 'error' } } };
export const NetworkFailure: Story = { parameters: { query: { orderId: 'ORD174', mock: 'network' } } };
/** After Confirm: the receipt (issue 59.1), as a reload finds it. */
export const Receipt: Story = {
  parameters: { query: { orderId: 'ORD174', amount: '345000' } },
  beforeEach: () => {
    writeStored('legacyReceipt', {
      orderId: 'ORD174',
      amount: 345000,
      card: 'BDO Unibank •••• 1234',
      at: Date.UTC(2026, 10, 23, 2, 30),
      reference: '5001',
    });
    return () => sessionStorage.clear();
  },
};

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({ Default, CardsFail, Loading, ServerError, NetworkFailure, Receipt }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Default), tags: ['viewport'] };
export const Large390: Story = { ...large390(Default), tags: ['viewport'] };
