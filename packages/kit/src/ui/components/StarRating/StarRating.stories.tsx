import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  args: { onValueChange: fn(), label: 'Please rate this service' },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ThreeStars: Story = { args: { defaultValue: 3 } };
export const ReadOnly: Story = { args: { value: 4, readOnly: true } };

/** Interaction: a tap on the fourth star rates 4; the arrow keys move the rating. */
export const RatingFlow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
  },
};
