import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyLoanTermsPage } from './CompanyLoanTermsPage';

/** The company site's Loan terms page: a static page; the toolbar switches the language. */
const meta = {
  title: 'Pages/Company site/Loan terms',
  component: CompanyLoanTermsPage,
} satisfies Meta<typeof CompanyLoanTermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoanTerms: Story = {};
export const Indonesian: Story = { globals: { locale: 'id' } };
