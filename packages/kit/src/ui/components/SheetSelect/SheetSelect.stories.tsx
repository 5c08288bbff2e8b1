import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_BANKS as BANKS } from './sample-options';
import { SheetSelect } from './SheetSelect';

const meta = {
  title: 'Components/SheetSelect',
  component: SheetSelect,
  args: {
    title: 'Bank',
    onValueChange: fn(),
    options: BANKS,
  },
} satisfies Meta<typeof SheetSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { defaultValue: 'Metrobank' } };
export const Disabled: Story = { args: { defaultValue: 'BPI', disabled: true } };
/** The sheet as a borrower sees it after tapping the field: a search field, since the list is long. */
export const Open: Story = {
  // In a frame of its own on the docs page, like every open dialog.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Bank' }));
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Bank' });
    await expect(within(sheet).getByRole('searchbox')).toBeInTheDocument();
  },
};
