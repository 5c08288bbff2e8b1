import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Repay', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Rollover Repayment' } };
export const Text: Story = { args: { variant: 'text', children: 'My complaints' } };
export const Block: Story = { args: { block: true } };
export const Loading: Story = { args: { loading: true, children: 'Sending' }, tags: ['busy'] };
export const Disabled: Story = { args: { disabled: true, children: 'Next' } };
