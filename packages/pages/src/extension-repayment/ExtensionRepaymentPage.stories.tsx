import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExtensionRepaymentPage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route repayDelayUrl. Orders of the embedded backend's fixtures; `mock=` switches play the failures. */
const meta = {
  title: 'Pages/Extension repayment',
  component: ExtensionRepaymentPage,
  parameters: pageDocs,
} satisfies Meta<typeof ExtensionRepaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = (extra: Record<string, string> = {}) => ({
  parameters: { query: { productId: 'P1001', orderId: 'ORD174D', ...extra } },
});

export const Default: Story = order();
/** Overdue: the days the fee buys are counted from today. */
export const Overdue: Story = order({ orderId: 'ORD180D' });
/** Extended as often as the sample lender allows: refused, with the way to customer service instead of Pay. */
export const RefusedAtTheLimit: Story = order({ orderId: 'ORD170X' });
/** A backend written from the spec sends no `loanSoFar`: the fee's own rate, and what cannot be shown said. */
export const WithoutLoanHistory: Story = order({ shape: 'history-absent' });
export const PayRefused: Story = order({ mock: 'fail:generatePayCode' });
export const Loading: Story = order({ mock: 'pending' });
export const ServerError: Story = order({ mock: 'error' });
export const NetworkFailure: Story = order({ mock: 'network' });
export const MalformedResponse: Story = order({ mock: 'malformed' });

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({
    Default,
    Overdue,
    RefusedAtTheLimit,
    WithoutLoanHistory,
    PayRefused,
    Loading,
    ServerError,
    NetworkFailure,
    MalformedResponse,
  }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Default), tags: ['viewport'] };
export const Large390: Story = { ...large390(Default), tags: ['viewport'] };
