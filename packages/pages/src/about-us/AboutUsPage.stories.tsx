import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutUsPage } from './AboutUsPage';

/** Route aboutUs (/thousandTo): a static page; the toolbar switches the language. */
const meta = {
  title: 'Pages/About us',
  component: AboutUsPage,
} satisfies Meta<typeof AboutUsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboutUs: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };
export const Indonesian: Story = { globals: { locale: 'id' } };
