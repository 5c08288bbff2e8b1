import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError, NetworkError } from '../../../api/errors';
import { EmptyState, ErrorState, Skeleton } from './PageState';

const meta = {
  title: 'Components/PageState',
  component: ErrorState,
  args: { error: new NetworkError(), onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ServerMessage: Story = {
  args: { error: new ApiError('1002', 'Your session has expired, please log in again') },
};
export const Retrying: Story = { args: { retrying: true }, tags: ['busy'] };
export const WithoutRetry: Story = { args: { onRetry: undefined, message: 'This page was opened without an order.' } };
export const Loading: Story = { render: () => <Skeleton lines={5} />, tags: ['busy'] };
export const Empty: Story = { render: () => <EmptyState message="Complaints you send appear here." /> };
