import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerServicePage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route customerService (/theThat). Data comes from the embedded backend; `query` plays the page URL. */
const meta = {
  title: 'Pages/Customer service',
  component: CustomerServicePage,
  parameters: pageDocs,
} satisfies Meta<typeof CustomerServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { parameters: { query: { mock: 'pending' } } };

export const ServerError: Story = { parameters: { query: { mock: 'error' } } };

export const NetworkFailure: Story = { parameters: { query: { mock: 'network' } } };

export const MalformedResponse: Story = { parameters: { query: { mock: 'malformed' } } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({ Default, Loading, ServerError, NetworkFailure, MalformedResponse }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Default), tags: ['viewport'] };
export const Large390: Story = { ...large390(Default), tags: ['viewport'] };
