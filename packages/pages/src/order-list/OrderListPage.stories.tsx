import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderListPage } from './OrderListPage';
import { large390, narrow320, pageDocs } from '../story-viewports';

/** Route orderUrl (/theSuch): the borrower's orders on the embedded backend. */
const meta = {
  title: 'Pages/Order list',
  component: OrderListPage,
  parameters: pageDocs,
} satisfies Meta<typeof OrderListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = { parameters: { query: { sessionId: 's1' } } };
export const NoOrders: Story = { parameters: { query: { sessionId: 's1', mock: 'empty' } } };
export const Loading: Story = { parameters: { query: { sessionId: 's1', mock: 'slow' } } };
export const NetworkError: Story = { parameters: { query: { sessionId: 's1', mock: 'network' } } };
export const Refused: Story = { parameters: { query: { sessionId: 's1', mock: 'fail' } } };
export const Malformed: Story = { parameters: { query: { sessionId: 's1', mock: 'malformed' } } };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Orders), tags: ['viewport'] };
export const Large390: Story = { ...large390(Orders), tags: ['viewport'] };
