import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusPill } from './StatusPill';

const meta = {
  title: 'Components/StatusPill',
  component: StatusPill,
  args: { status: 170, children: 'Repayment due' },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A loan that is simply due: neutral, nothing to alarm about. */
export const Due: Story = {};
export const DueSoon: Story = { args: { daysLeft: 2, children: 'Due in 2 days' } };
export const PartiallyRepaid: Story = { args: { status: 174, children: 'Partially repaid' } };
export const Overdue: Story = { args: { status: 180, children: 'Overdue' } };
export const ReviewFailed: Story = { args: { status: 110, children: 'Review failed' } };
export const Repaid: Story = { args: { status: 200, children: 'Repaid' } };
/** Every meaning side by side, as a designer compares them. */
export const AllMeanings: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <StatusPill status={21}>Under review</StatusPill>
      <StatusPill status={170}>Repayment due</StatusPill>
      <StatusPill status={170} daysLeft={1}>
        Due tomorrow
      </StatusPill>
      <StatusPill status={174}>Partially repaid</StatusPill>
      <StatusPill status={180}>Overdue</StatusPill>
      <StatusPill status={110}>Review failed</StatusPill>
      <StatusPill status={200}>Repaid</StatusPill>
      <StatusPill status={999}>Unknown</StatusPill>
    </div>
  ),
};
