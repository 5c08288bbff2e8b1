import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BankForm } from './BankForm';
import { SAMPLE_ITEMS } from './sample-items';

const meta = {
  title: 'Components/BankForm',
  component: BankForm,
  args: {
    items: SAMPLE_ITEMS,
    cardTypes: [
      { type: 1, name: 'Bank account' },
      { type: 2, name: 'E-wallet' },
    ],
    onSubmit: fn(),
    onValuesChange: fn(),
  },
} satisfies Meta<typeof BankForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const EWallet: Story = { args: { defaultCardType: 2 } };
export const RestoredDraft: Story = {
  args: {
    defaultValues: {
      bankName: 'BPI',
      accountName: 'Juan Dela Cruz',
      cardNo: '1234567890',
      address: 'NCR / Metro Manila / Manila',
    },
  },
};
export const Submitting: Story = { args: { submitting: true } };
export const SingleCardType: Story = { args: { cardTypes: [{ type: 1, name: 'Bank account' }] } };
