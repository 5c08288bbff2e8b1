import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoanConfirmTermPage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route confirmOfPeriod (/butWhy): the borrower picks one of the offered terms; the plan follows it. */
const meta = {
  title: 'Pages/Loan confirm (term)',
  component: LoanConfirmTermPage,
  parameters: pageDocs,
} satisfies Meta<typeof LoanConfirmTermPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeTerms: Story = { parameters: { query: { productId: 'P2001' } } };
export const NetworkError: Story = { parameters: { query: { productId: 'P2001', mock: 'network' } } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ ThreeTerms, NetworkError }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(ThreeTerms), tags: ['viewport'] };
export const Large390: Story = { ...large390(ThreeTerms), tags: ['viewport'] };
