import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  args: { onChange: fn(), label: 'Please rate this service' },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ThreeStars: Story = { args: { defaultValue: 3 } };
export const ReadOnly: Story = { args: { value: 4, readOnly: true } };
