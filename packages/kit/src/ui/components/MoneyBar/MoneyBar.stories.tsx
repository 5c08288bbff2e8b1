import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoneyBar } from './MoneyBar';

const meta = {
  title: 'Components/MoneyBar',
  component: MoneyBar,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16, background: 'var(--loan-color-surface)' }}>
        <Story />
      </div>
    ),
  ],
  // At the confirmation: ₱5,000 lent, ₱100 taken up front, ₱450 interest over 91 days.
  args: {
    label: 'You repay',
    total: '₱5,450.00',
    value: 545000,
    caption: 'by Feb 22, 2027',
    parts: [
      { label: 'You receive', value: 490000, amount: '₱4,900.00', tone: 'receive' },
      { label: 'Service fee, taken from the loan up front', value: 10000, amount: '₱100.00', tone: 'fee' },
      { label: 'Interest', value: 45000, amount: '₱450.00', tone: 'cost' },
    ],
  },
} satisfies Meta<typeof MoneyBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtConfirmation: Story = {};

export const WithInstalments: Story = {
  args: {
    stepsLabel: 'Payment plan',
    steps: [
      { label: 'Installment 1 of 3', date: 'Dec 23, 2026', amount: '₱1,816.67' },
      { label: 'Installment 2 of 3', date: 'Jan 22, 2027', amount: '₱1,816.67' },
      { label: 'Installment 3 of 3', date: 'Feb 22, 2027', amount: '₱1,816.66' },
    ],
  },
};

export const PartlyRepaid: Story = {
  args: {
    label: 'To repay in all',
    total: '₱5,450.00',
    value: 545000,
    caption: undefined,
    parts: [
      { label: 'Repaid so far', value: 200000, amount: '₱2,000.00', tone: 'paid' },
      { label: 'Still to pay', value: 345000, amount: '₱3,450.00', tone: 'remaining' },
    ],
  },
};

export const Overdue: Story = {
  args: {
    label: 'To repay in all',
    total: '₱5,522.67',
    value: 552267,
    caption: undefined,
    parts: [
      { label: 'Repaid so far', value: 0, amount: '₱0.00', tone: 'paid' },
      { label: 'Loan and interest', value: 545000, amount: '₱5,450.00', tone: 'remaining' },
      { label: 'Late charges', value: 7267, amount: '₱72.67', tone: 'late', note: 'Grows by ₱18.17 a day until paid' },
    ],
  },
};

/** A caller's parts that do not add up: the legend stays, the bar does not draw a false picture. */
export const PartsDoNotAddUp: Story = { args: { value: 587500, total: '₱5,875.00' } };
