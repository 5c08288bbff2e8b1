import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyUserPage } from './CompanyUserPage';

/** The company site's User page: a static page; the toolbar switches the language. */
const meta = {
  title: 'Pages/Company site/User',
  component: CompanyUserPage,
} satisfies Meta<typeof CompanyUserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingHereYet: Story = {};
export const Indonesian: Story = { globals: { locale: 'id' } };
