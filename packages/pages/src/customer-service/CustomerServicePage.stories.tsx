import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerServicePage } from './CustomerServicePage';

/** Route customerService (/theThat). Data comes from the embedded backend; `query` plays the page URL. */
const meta = {
  title: 'Pages/Customer service',
  component: CustomerServicePage,
} satisfies Meta<typeof CustomerServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { parameters: { query: { mock: 'slow' } } };

export const ServerError: Story = { parameters: { query: { mock: 'error' } } };

export const NetworkFailure: Story = { parameters: { query: { mock: 'network' } } };

export const MalformedResponse: Story = { parameters: { query: { mock: 'malformed' } } };
