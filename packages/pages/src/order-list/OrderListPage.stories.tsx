import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderListPage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

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
export const Loading: Story = { parameters: { query: { sessionId: 's1', mock: 'pending' } } };
export const NetworkError: Story = { parameters: { query: { sessionId: 's1', mock: 'network' } } };
export const Refused: Story = { parameters: { query: { sessionId: 's1', mock: 'fail' } } };
export const Malformed: Story = { parameters: { query: { sessionId: 's1', mock: 'malformed' } } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({ Orders, NoOrders, Loading, NetworkError, Refused, Malformed }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Orders), tags: ['viewport'] };
export const Large390: Story = { ...large390(Orders), tags: ['viewport'] };
