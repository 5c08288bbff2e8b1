import type { Meta, StoryObj } from '@storybook/react-vite';
import { InstallmentRepaymentPage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route repayUrl (/odiousAnd): order ORD174 of the embedded backend; `mock=` switches play the failures. */
const meta = {
  title: 'Pages/Installment repayment',
  component: InstallmentRepaymentPage,
  parameters: pageDocs,
} satisfies Meta<typeof InstallmentRepaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = (extra: Record<string, string> = {}) => ({
  parameters: { query: { productId: 'P1001', orderId: 'ORD174', ...extra } },
});

export const Default: Story = order();
export const PayRefused: Story = order({ mock: 'fail:generatePayCode' });
/** A repaid loan (ORD200): nothing to pay, and the way back to it. */
export const Repaid: Story = order({ orderId: 'ORD200' });
export const Loading: Story = order({ mock: 'pending' });
export const ServerError: Story = order({ mock: 'error' });
export const NetworkFailure: Story = order({ mock: 'network' });
export const MalformedResponse: Story = order({ mock: 'malformed' });

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({ Default, PayRefused, Loading, ServerError, NetworkFailure, MalformedResponse }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Default), tags: ['viewport'] };
export const Large390: Story = { ...large390(Default), tags: ['viewport'] };
