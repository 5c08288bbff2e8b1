import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayCodeBox } from './PayCodeBox';

const meta = {
  title: 'Components/PayCodeBox',
  component: PayCodeBox,
  args: { code: 'DP7000000174', title: 'Dragonpay pay code' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PayCodeBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const QrCode: Story = {
  args: {
    qrImageUrl:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"%3E%3Crect width="3" height="3"/%3E%3Crect x="6" width="3" height="3"/%3E%3Crect y="6" width="3" height="3"/%3E%3C/svg%3E',
  },
};
export const LongCode: Story = { args: { code: '7ELEVEN-00998877665544332211' } };
