import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountdownButton } from './CountdownButton';

const meta = {
  title: 'Components/CountdownButton',
  component: CountdownButton,
  args: { onRequest: async (): Promise<boolean> => true },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SendFails: Story = { args: { onRequest: async () => false } };
export const ShortCountdown: Story = { args: { seconds: 5 } };
