import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyHomePage } from './CompanyHomePage';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** The company site's Home page: a static page; the toolbar switches the language. */
const meta = {
  title: 'Pages/Company site/Home',
  component: CompanyHomePage,
  parameters: pageDocs,
} satisfies Meta<typeof CompanyHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };
export const Indonesian: Story = { globals: { locale: 'id' } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ Home, Chinese, Indonesian }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Home), tags: ['viewport'] };
export const Large390: Story = { ...large390(Home), tags: ['viewport'] };
