import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoanTermsPage } from './LoanTermsPage';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route loanAgreement (/outsideOr): every figure of part 2 §9: a static page; the toolbar switches the language. */
const meta = {
  title: 'Pages/Loan terms',
  component: LoanTermsPage,
  parameters: pageDocs,
} satisfies Meta<typeof LoanTermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoanTerms: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };
export const Indonesian: Story = { globals: { locale: 'id' } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ LoanTerms, Chinese, Indonesian }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(LoanTerms), tags: ['viewport'] };
export const Large390: Story = { ...large390(LoanTerms), tags: ['viewport'] };
