import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComplaintHomePage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route complaint (/counterproductiveThat). Orders ORD174 (collection allowed) and ORD200 (isShow 0). */
const meta = {
  title: 'Pages/Complaint home',
  component: ComplaintHomePage,
  parameters: pageDocs,
} satisfies Meta<typeof ComplaintHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { query: { orderId: 'ORD174' } } };
export const RepaidOrder: Story = { parameters: { query: { orderId: 'ORD200' } } };
export const NoOrders: Story = { parameters: { query: { mock: 'empty' } } };
export const Loading: Story = { parameters: { query: { mock: 'pending' } } };
export const ServerError: Story = { parameters: { query: { mock: 'error' } } };
export const NetworkFailure: Story = { parameters: { query: { mock: 'network' } } };
export const MalformedResponse: Story = { parameters: { query: { mock: 'malformed' } } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({ Default, RepaidOrder, NoOrders, Loading, ServerError, NetworkFailure, MalformedResponse }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Default), tags: ['viewport'] };
export const Large390: Story = { ...large390(Default), tags: ['viewport'] };
