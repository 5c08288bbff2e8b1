import type { Meta, StoryObj } from '@storybook/react-vite';
import { BindBankPage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route bindBank (/theyAnd): the server-driven payment-account form (every cate of the fixtures). */
const meta = {
  title: 'Pages/Payment account',
  component: BindBankPage,
  parameters: pageDocs,
} satisfies Meta<typeof BindBankPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { query: { product_id: 'P1001' } } };
export const FromOrderDetails: Story = { parameters: { query: { product_id: 'P1001', source: 'loanDetail' } } };
export const SaveRefused: Story = { parameters: { query: { product_id: 'P1001', mock: 'fail:bindCard' } } };
export const NoFields: Story = { parameters: { query: { product_id: 'P1001', mock: 'empty' } } };
export const Loading: Story = { parameters: { query: { mock: 'pending' } } };
export const ServerError: Story = { parameters: { query: { mock: 'error' } } };
export const NetworkFailure: Story = { parameters: { query: { mock: 'network' } } };
export const MalformedResponse: Story = { parameters: { query: { mock: 'malformed' } } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({
    Default,
    FromOrderDetails,
    SaveRefused,
    NoFields,
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
