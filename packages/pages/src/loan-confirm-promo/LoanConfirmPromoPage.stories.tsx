import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoanConfirmPromoPage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route confirmNewUrl (/positiveThe): variant 2 over /gopia/goya, its offer a notice under the figures. */
const meta = {
  title: 'Pages/Loan confirm (promo)',
  component: LoanConfirmPromoPage,
  parameters: pageDocs,
} satisfies Meta<typeof LoanConfirmPromoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPromo: Story = { parameters: { query: { productId: 'P1001' } } };
export const NoPopups: Story = { parameters: { query: { productId: 'P2001' } } };
/** A promotion naming a price no figure shows ("50% off") and a button promising a payout "now": neither shown. */
export const PriceClaimLeftOut: Story = { parameters: { query: { productId: 'P2003' } } };
export const Refused: Story = { parameters: { query: { productId: 'P1001', mock: 'fail' } } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({ WithPromo, NoPopups, PriceClaimLeftOut, Refused }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(WithPromo), tags: ['viewport'] };
export const Large390: Story = { ...large390(WithPromo), tags: ['viewport'] };
