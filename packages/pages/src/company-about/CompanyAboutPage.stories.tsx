import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyAboutPage } from './CompanyAboutPage';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** The company site's About us page: a static page; the toolbar switches the language. */
const meta = {
  title: 'Pages/Company site/About us',
  component: CompanyAboutPage,
  parameters: pageDocs,
} satisfies Meta<typeof CompanyAboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ About, Chinese }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(About), tags: ['viewport'] };
export const Large390: Story = { ...large390(About), tags: ['viewport'] };
