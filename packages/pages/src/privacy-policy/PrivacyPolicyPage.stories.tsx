import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route privacyPolicy (/ofEffects): a static page; the toolbar switches the language. */
const meta = {
  title: 'Pages/Privacy policy',
  component: PrivacyPolicyPage,
  parameters: pageDocs,
} satisfies Meta<typeof PrivacyPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };
export const Indonesian: Story = { globals: { locale: 'id' } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ PrivacyPolicy, Chinese, Indonesian }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(PrivacyPolicy), tags: ['viewport'] };
export const Large390: Story = { ...large390(PrivacyPolicy), tags: ['viewport'] };
