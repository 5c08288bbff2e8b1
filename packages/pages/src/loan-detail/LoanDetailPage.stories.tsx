import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
/** The server asks for a rating: none while the loan is being paid out (it is asked in the page once it is out). */
export const DisbursingWithRating: Story = order('ORD151S');
/** The withdraw offer in the page, with the server's reyMsg and its own button: no dialog over "on its way". */
export const WithdrawOffer: Story = {
  ...order('ORD151W'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Withdraw' }, { timeout: 5000 });
    await expect(offer).toHaveTextContent('Withdraw ₱4,900.00 to your GCash account now?');
    await expect(canvas.getByRole('button', { name: 'Withdraw Now' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
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
    WithdrawOffer,
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
