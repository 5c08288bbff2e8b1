import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailRows } from './DetailRows';

const rows = [
  { text: 'Principal', value: '₱5,000.00' },
  { text: 'Interest', value: '₱350.00' },
  { text: 'Service fee', value: '₱100.00' },
  { text: 'Late fee', value: '₱0.00' },
  { text: 'Order number', value: 'ORD174' },
];

const meta = {
  title: 'Components/DetailRows',
  component: DetailRows,
  args: { rows },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#fff' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DetailRows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Folded: Story = { args: { foldTo: 2 } };
export const Expanded: Story = { args: { foldTo: 2, defaultExpanded: true } };
export const LongValues: Story = {
  args: { rows: [{ text: 'Receiving account', value: 'BDO Unibank savings account ending 1234 (Juan Dela Cruz)' }] },
};
