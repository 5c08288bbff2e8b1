import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoanDetailPage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/**
 * Route loanDetailUrl (/badSpark). Each story opens the page with an order id of the embedded backend's
 * fixtures (packages/mock-backend/README.md); `mock=` switches play the failures.
 */
const meta = {
  title: 'Pages/Order details',
  component: LoanDetailPage,
  parameters: pageDocs,
} satisfies Meta<typeof LoanDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = (orderId: string, extra: Record<string, string> = {}) => ({
  parameters: { query: { productId: 'P1001', orderId, ...extra } },
});

export const Default: Story = order('ORD170');
export const RepayExternal: Story = order('ORD170H');
export const RepaymentOnly: Story = order('ORD174');
export const Rollover: Story = order('ORD174D');
export const Overdue: Story = order('ORD180');
export const OverdueWithRollover: Story = order('ORD180D');
export const BorrowAgainWithRating: Story = order('ORD200');
export const UnderReview: Story = order('ORD21');
export const ReviewFailed: Story = order('ORD110');
/** A server asking to withdraw a declined loan: the page keeps the banner's story, no dialog (issue 59.2). */
export const ReviewFailedWithWithdrawUrl: Story = order('ORD110W');
export const Disbursing: Story = order('ORD151');
export const NoRecommendedProducts: Story = order('ORD151E');
/** The rating the server asks for, as a popup on arrival: no action button for it to cover. */
export const DisbursingWithRating: Story = order('ORD151S');
/** Interaction: the withdraw dialog opens with the server's reyMsg; Cancel closes it and the order stays. */
export const WithdrawDialog: Story = {
  ...order('ORD151W'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Withdraw' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('Withdraw ₱4,900.00 to your GCash account now?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Withdraw' })).toBeNull());
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
export const BindCardDialog: Story = order('ORD174C');
export const DefaultServicePhone: Story = order('ORD200N');
export const HostileRepayLink: Story = order('ORDXSS');
export const Loading: Story = order('ORD170', { mock: 'pending' });
export const ServerError: Story = order('ORD170', { mock: 'error' });
export const NetworkFailure: Story = order('ORD170', { mock: 'network' });
export const MalformedResponse: Story = order('ORD170', { mock: 'malformed' });
export const UnknownOrder: Story = order('NOPE');
export const MissingOrder: Story = { parameters: { query: { productId: 'P1001' } } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({
    Default,
    RepayExternal,
    RepaymentOnly,
    Rollover,
    Overdue,
    OverdueWithRollover,
    BorrowAgainWithRating,
    UnderReview,
    ReviewFailed,
    Disbursing,
    NoRecommendedProducts,
    DisbursingWithRating,
    WithdrawDialog,
    BindCardDialog,
    DefaultServicePhone,
    HostileRepayLink,
    Loading,
    ServerError,
    NetworkFailure,
    MalformedResponse,
    UnknownOrder,
    MissingOrder,
  }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Default), tags: ['viewport'] };
export const Large390: Story = { ...large390(Default), tags: ['viewport'] };
