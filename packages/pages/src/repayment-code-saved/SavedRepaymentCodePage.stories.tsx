import type { Meta, StoryObj } from '@storybook/react-vite';
import { writeStored } from '@loan-webview/kit/storage';
import { SavedRepaymentCodePage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route repaymentOfCode2: what the installment page saved on this phone. */
const meta = {
  title: 'Pages/Saved repayment code',
  component: SavedRepaymentCodePage,
  parameters: pageDocs,
} satisfies Meta<typeof SavedRepaymentCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  beforeEach: () => {
    writeStored('repaymentInfo', {
      repayAmount: 545000,
      repayDate: 0,
      productName: 'PesoLoan Regular',
      productLogo: '',
      detail: [],
      repayList: [],
      noticeMsg: '',
      defDetail: {
        payCode: 'DP7777777174',
        logo: '',
        title: 'Dragonpay pay code',
        channel_number: '3003',
        payNotice: [
          { heading: 'Pay with an e-wallet', items: [{ name: 'GCash', steps: ['Open GCash', 'Tap Bills'] }] },
        ],
      },
      isShowReyTop: 1,
      delayInfo: null,
      repayPlan: [],
      loanSoFar: null,
      savedAt: Date.UTC(2026, 10, 20, 2, 30),
    });
    return () => localStorage.clear();
  },
};
export const NothingSaved: Story = { beforeEach: () => localStorage.clear() };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ Saved, NothingSaved }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Saved), tags: ['viewport'] };
export const Large390: Story = { ...large390(Saved), tags: ['viewport'] };
