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
export const PayRefused: Story = order({ mock: 'fail:generatePayCode' });
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
