import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderListPage } from './OrderListPage';

/** Route orderUrl (/theSuch): the borrower's orders on the embedded backend. */
const meta = {
  title: 'Pages/Order list',
  component: OrderListPage,
} satisfies Meta<typeof OrderListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = { parameters: { query: { sessionId: 's1' } } };
export const NoOrders: Story = { parameters: { query: { sessionId: 's1', mock: 'empty' } } };
export const Loading: Story = { parameters: { query: { sessionId: 's1', mock: 'slow' } } };
export const NetworkError: Story = { parameters: { query: { sessionId: 's1', mock: 'network' } } };
export const Refused: Story = { parameters: { query: { sessionId: 's1', mock: 'fail' } } };
export const Malformed: Story = { parameters: { query: { sessionId: 's1', mock: 'malformed' } } };
