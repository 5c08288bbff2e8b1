import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefreshStatus } from './RefreshStatus';

const meta = {
  title: 'Components/RefreshStatus',
  component: RefreshStatus,
  args: { updatedAt: Date.UTC(2026, 10, 23, 2, 30), onRefresh: fn() },
} satisfies Meta<typeof RefreshStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Interaction: Refresh asks again. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};
export const Refreshing: Story = { args: { refreshing: true } };
/** The refresh failed: the page keeps what it showed, and says how old it is. */
export const Failed: Story = { args: { failed: true } };
