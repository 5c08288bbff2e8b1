import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComplaintListPage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route complaintList (/complaintList): the server's tabs with the borrower's complaints. */
const meta = {
  title: 'Pages/Complaint list',
  component: ComplaintListPage,
  parameters: pageDocs,
} satisfies Meta<typeof ComplaintListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { parameters: { query: { mock: 'empty' } } };
export const Loading: Story = { parameters: { query: { mock: 'pending' } } };
export const ServerError: Story = { parameters: { query: { mock: 'error' } } };
export const NetworkFailure: Story = { parameters: { query: { mock: 'network' } } };
export const MalformedResponse: Story = { parameters: { query: { mock: 'malformed' } } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({ Default, Empty, Loading, ServerError, NetworkFailure, MalformedResponse }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Default), tags: ['viewport'] };
export const Large390: Story = { ...large390(Default), tags: ['viewport'] };
