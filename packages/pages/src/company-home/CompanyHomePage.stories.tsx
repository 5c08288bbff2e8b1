import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyHomePage } from './CompanyHomePage';

/** The company site's Home page: a static page; the toolbar switches the language. */
const meta = {
  title: 'Pages/Company site/Home',
  component: CompanyHomePage,
} satisfies Meta<typeof CompanyHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };
export const Indonesian: Story = { globals: { locale: 'id' } };
