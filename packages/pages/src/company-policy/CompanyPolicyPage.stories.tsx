import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyPolicyPage } from './CompanyPolicyPage';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** The company site's Privacy policy page: a static page; the toolbar switches the language. */
const meta = {
  title: 'Pages/Company site/Privacy policy',
  component: CompanyPolicyPage,
  parameters: pageDocs,
} satisfies Meta<typeof CompanyPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With no `company.policyUrl` configured, /Policy shows the built-in policy text. */
export const BuiltInPolicy: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ BuiltInPolicy, Chinese }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(BuiltInPolicy), tags: ['viewport'] };
export const Large390: Story = { ...large390(BuiltInPolicy), tags: ['viewport'] };
