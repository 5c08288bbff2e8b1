import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoneySummary } from './MoneySummary';

// 23 November 2026, noon in Manila: the stories never move with the clock.
const now = Date.UTC(2026, 10, 23, 4);

const meta = {
  title: 'Components/MoneySummary',
  component: MoneySummary,
  args: { label: 'Amount due', amount: '₱5,450.00', dueDate: '2026-12-05', now },
} satisfies Meta<typeof MoneySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Due: Story = {};
export const DueSoon: Story = { args: { dueDate: '2026-11-25' } };
export const DueToday: Story = { args: { dueDate: '2026-11-23 18:00:00' } };
export const Overdue: Story = { args: { amount: '₱5,875.00', dueDate: '2026-11-19' } };
export const WithoutDate: Story = { args: { label: 'You receive', amount: '₱4,900.00', dueDate: undefined } };
export const Repaid: Story = { args: { label: 'Repaid', countdown: false } };
export const HugeAmount: Story = { args: { amount: '₱1,234,567,890.00' } };
