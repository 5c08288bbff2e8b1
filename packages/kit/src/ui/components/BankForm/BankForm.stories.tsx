import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BankForm } from './BankForm';
import { fillEWallet, SAMPLE_ITEMS } from './sample-items';

const meta = {
  title: 'Components/BankForm',
  component: BankForm,
  args: {
    items: SAMPLE_ITEMS,
    cardTypes: [
      { type: 1, name: 'Bank account' },
      { type: 2, name: 'E-wallet' },
    ],
    onSubmit: fn(),
    onValuesChange: fn(),
  },
} satisfies Meta<typeof BankForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const EWallet: Story = { args: { defaultCardType: 2 } };
export const RestoredDraft: Story = {
  args: {
    defaultValues: {
      bankName: 'BPI',
      accountName: 'Juan Dela Cruz',
      cardNo: '1234567890',
      address: 'NCR / Metro Manila / Manila',
    },
  },
};
export const Submitting: Story = { args: { submitting: true }, tags: ['busy'] };
export const SingleCardType: Story = { args: { cardTypes: [{ type: 1, name: 'Bank account' }] } };

/**
 * Interaction: Next with empty fields names each missing one and puts the cursor in the first; once every field
 * is filled, Next sends the values with the card type.
 */
export const Validation: Story = {
  args: { defaultCardType: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Account name is required')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'E-wallet' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The sheets open in a portal: the whole document is queried.
    await fillEWallet({ queries: within(canvasElement.ownerDocument.body), user: userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ accountName: 'Juan Dela Cruz' }), 2),
    );
  },
};
