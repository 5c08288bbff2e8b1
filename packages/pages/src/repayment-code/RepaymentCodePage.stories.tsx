import type { Meta, StoryObj } from '@storybook/react-vite';
import { RepaymentCodePage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route repaymentOfCode: query showType, payCode, payCodeImg, repayAmount. */
const meta = {
  title: 'Pages/Repayment code',
  component: RepaymentCodePage,
  parameters: pageDocs,
} satisfies Meta<typeof RepaymentCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopyableCode: Story = {
  parameters: { query: { showType: '1', payCode: 'DP7777777174', repayAmount: '545000' } },
};
export const QrCode: Story = {
  parameters: {
    query: {
      showType: '2',
      payCode: 'DP7777777174',
      payCodeImg: '/mock-assets/qr-DP7777777174.svg',
      repayAmount: '545000',
    },
  },
};
export const NoCode: Story = {};

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ CopyableCode, QrCode, NoCode }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(CopyableCode), tags: ['viewport'] };
export const Large390: Story = { ...large390(CopyableCode), tags: ['viewport'] };
