import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CompanyAboutPage,
  CompanyHomePage,
  CompanyLoanTermsPage,
  CompanyPolicyPage,
  CompanyUserPage,
} from './CompanyPages';

/**
 * The company site (routes /, /About, /Policy, /Loan, /User): static pages whose tabs are plain links. The
 * footer and the policy frame come from configuration (`company`), placeholders by default. /Contact has its
 * own stories.
 */
const meta = {
  title: 'Pages/Company site',
  component: CompanyHomePage,
} satisfies Meta<typeof CompanyHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const HomeInChinese: Story = { globals: { locale: 'zh' } };
export const About: Story = { render: () => <CompanyAboutPage /> };
/** With no `company.policyUrl` configured, /Policy shows the built-in policy text. */
export const PrivacyPolicy: Story = { render: () => <CompanyPolicyPage /> };
export const LoanTerms: Story = { render: () => <CompanyLoanTermsPage />, globals: { locale: 'id' } };
export const EmptyUserPage: Story = { render: () => <CompanyUserPage /> };
