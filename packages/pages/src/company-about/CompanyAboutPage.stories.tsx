import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyAboutPage } from './CompanyAboutPage';

/** The company site's About us page: a static page; the toolbar switches the language. */
const meta = {
  title: 'Pages/Company site/About us',
  component: CompanyAboutPage,
} satisfies Meta<typeof CompanyAboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };
