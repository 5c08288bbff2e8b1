import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBanner } from './StatusBanner';

const meta = {
  title: 'Components/StatusBanner',
  component: StatusBanner,
  args: {
    status: 170,
    title: 'Repayment due',
    description: 'Please repay before the due date to keep a good credit record.',
  },
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const UnderReview: Story = {
  args: { status: 21, title: 'Under review', description: 'We will notify you within 1 day.' },
};
export const ReviewFailed: Story = {
  args: { status: 110, title: 'Review failed', description: 'Try the products below.' },
};
export const Disbursing: Story = {
  args: { status: 151, title: 'Disbursing', description: 'The money is on its way (1-3 days).' },
};
export const PartiallyRepaid: Story = {
  args: { status: 174, title: 'Partially repaid', description: 'Pay the remaining balance.' },
};
export const Overdue: Story = { args: { status: 180, title: 'Overdue', description: 'Late fees are added daily.' } };
export const Repaid: Story = { args: { status: 200, title: 'Repaid', description: 'You can borrow again anytime.' } };
export const LongText: Story = {
  args: {
    status: 180,
    title: 'Overdue by 4 days: pay ₱5,875.00 now to stop late fees',
    description:
      'Your loan is overdue. A late fee of 5% of the amount due is added every day for days 1-30. Repay now through GCash, 7-Eleven or a bank transfer.',
  },
};
