import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { RecommendedProduct } from '../../../api/endpoints/loan-details';
import { RecommendedProducts } from './ProductCard';

const product = (overrides: Partial<RecommendedProduct>): RecommendedProduct => ({
  productId: 'P2001',
  productKey: 'K-CASHALO',
  logo: '',
  name: 'Cashalo Plus',
  buttonText: 'Apply now',
  isEnabled: '1',
  amountRange: '₱2,000 - ₱20,000',
  amountCaption: 'Loan amount',
  rate: '0.05%/day',
  description: 'Approval in 10 minutes, first loan up to ₱20,000',
  tags: ['Fast approval', 'No collateral'],
  ...overrides,
});

const meta = {
  title: 'Components/RecommendedProducts',
  component: RecommendedProducts,
  args: {
    onSelect: fn(),
    products: [
      product({}),
      product({ productKey: 'K-PERAHUB', name: 'PeraHub Loan', buttonText: 'Borrow', tags: [] }),
      product({ productKey: 'K-SOLDOUT', name: 'Kwarta Agad', buttonText: 'Sold out today', isEnabled: '0', tags: [] }),
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecommendedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { products: [product({ isEnabled: '0', buttonText: '' })] } };
export const Busy: Story = { args: { busyKey: 'K-CASHALO' }, tags: ['busy'] };
export const Empty: Story = { args: { products: [] } };
