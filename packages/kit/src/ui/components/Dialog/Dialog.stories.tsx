import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Dialog } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  // Each story in a frame of its own on the docs page: inline, every open modal would stack over it.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Withdraw',
    description: 'Your loan is approved. Withdraw ₱5,000.00 to your GCash account now?',
    actions: [
      { label: 'Cancel', variant: 'secondary', onClick: fn() },
      { label: 'Withdraw Now', onClick: fn() },
    ],
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const BindCard: Story = {
  args: {
    title: 'Bind a payment account',
    description: 'Your receiving account was rejected by the bank. Bind another account to receive the money.',
    actions: [{ label: 'Go and bind the card', onClick: fn() }],
  },
};
export const Loading: Story = {
  args: {
    actions: [
      { label: 'Cancel', variant: 'secondary', onClick: fn() },
      { label: 'Withdraw Now', loading: true, onClick: fn() },
    ],
  },
};
export const Sheet: Story = {
  args: {
    variant: 'sheet',
    title: 'Payment method',
    description: undefined,
    children: (
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        <li>GCash</li>
        <li>7-Eleven</li>
        <li>Dragonpay</li>
      </ul>
    ),
    actions: [],
  },
};
export const NotDismissible: Story = {
  args: {
    title: 'Are you sure you want to leave?',
    description: 'Your loan of ₱5,000.00 is approved and waiting.',
    dismissible: false,
    actions: [
      { label: 'Cancel', variant: 'secondary', onClick: fn() },
      { label: 'Agree', onClick: fn() },
    ],
  },
};
