import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyLoanTermsPage } from './CompanyLoanTermsPage';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** The company site's Loan terms page: a static page; the toolbar switches the language. */
const meta = {
  title: 'Pages/Company site/Loan terms',
  component: CompanyLoanTermsPage,
  parameters: pageDocs,
} satisfies Meta<typeof CompanyLoanTermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoanTerms: Story = {};
export const Indonesian: Story = { globals: { locale: 'id' } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ LoanTerms, Indonesian }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(LoanTerms), tags: ['viewport'] };
export const Large390: Story = { ...large390(LoanTerms), tags: ['viewport'] };
