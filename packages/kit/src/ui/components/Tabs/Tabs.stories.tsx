import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'Card type',
    onValueChange: fn(),
    items: [
      { value: '1', label: 'Bank account', content: <p>BDO, BPI, Metrobank…</p> },
      { value: '2', label: 'E-wallet', content: <p>GCash, Maya, ShopeePay</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: '2' } };
export const ComplaintList: Story = {
  args: {
    label: 'Complaints',
    items: [
      { value: 'all', label: 'All', content: <p>2 complaints</p> },
      { value: 'processing', label: 'Processing', content: <p>1 complaint</p> },
      { value: 'resolved', label: 'Resolved', content: <p>1 complaint</p> },
    ],
  },
};
export const WithDisabledTab: Story = {
  args: {
    items: [
      { value: '1', label: 'Bank account', content: <p>Bank</p> },
      { value: '2', label: 'E-wallet', disabled: true },
    ],
  },
};
