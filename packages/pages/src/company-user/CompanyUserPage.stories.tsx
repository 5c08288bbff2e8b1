import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyUserPage } from './CompanyUserPage';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** The company site's User page: a static page; the toolbar switches the language. */
const meta = {
  title: 'Pages/Company site/User',
  component: CompanyUserPage,
  parameters: pageDocs,
} satisfies Meta<typeof CompanyUserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YourAccount: Story = {};
export const Indonesian: Story = { globals: { locale: 'id' } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ YourAccount, Indonesian }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(YourAccount), tags: ['viewport'] };
export const Large390: Story = { ...large390(YourAccount), tags: ['viewport'] };
