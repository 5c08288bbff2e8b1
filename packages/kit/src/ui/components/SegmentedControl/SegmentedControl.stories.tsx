import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Card type',
    onValueChange: fn(),
    options: [
      { value: '1', label: 'Bank account' },
      { value: '2', label: 'E-wallet' },
    ],
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondChosen: Story = { args: { defaultValue: '2' } };
export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: '1', label: 'Bank account' },
      { value: '2', label: 'E-wallet', disabled: true },
    ],
  },
};
