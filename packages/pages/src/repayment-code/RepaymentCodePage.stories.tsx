import type { Meta, StoryObj } from '@storybook/react-vite';
import { writeStored, type StorageGroups } from '@loan-webview/kit/storage';
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
  parameters: { query: { showType: '1', payCode: 'DP7777777174', repayAmount: '345000' } },
};
export const QrCode: Story = {
  parameters: {
    query: {
      showType: '2',
      payCode: 'DP7777777174',
      payCodeImg: '/mock-assets/qr-DP7777777174.svg',
      repayAmount: '345000',
    },
  },
};
export const NoCode: Story = {};

/** What the repayment page saves with the code it made (saved-payment.ts): the channel chosen and the server's steps. */
function savedWith(payment: Partial<StorageGroups['repaymentInfo']>) {
  return () => {
    writeStored('repaymentInfo', {
      repayAmount: 339100,
      repayDate: Date.UTC(2026, 11, 4, 16),
      productName: 'PesoLoan Regular',
      productLogo: '',
      detail: [],
      repayList: [],
      noticeMsg: '',
      defDetail: {
        payCode: 'DP0000713002',
        logo: '',
        title: '',
        channel_number: '3002',
        payNotice: [
          { heading: 'Pay with an e-wallet', items: [{ name: 'GCash', steps: ['Open GCash and tap Bills'] }] },
          {
            heading: 'Pay over the counter',
            items: [{ name: '7-Eleven', steps: ['Go to the CLiQQ kiosk', 'Enter the pay code', 'Pay at the cashier'] }],
          },
        ],
      },
      isShowReyTop: 1,
      delayInfo: null,
      repayPlan: [],
      loanSoFar: null,
      savedAt: Date.UTC(2026, 10, 23, 2),
      channelName: '7-Eleven',
      ...payment,
    });
    return () => localStorage.clear();
  };
}

/** Made for 7-Eleven: its steps alone, never GCash's (issue 69). */
export const ChosenChannelSteps: Story = {
  parameters: { query: { showType: '1', payCode: 'DP0000713002', repayAmount: '339100' } },
  beforeEach: savedWith({}),
};

/** An extension's code: its fee, with no due date, as no payoff (issue 69). */
export const ExtensionFee: Story = {
  parameters: { query: { showType: '1', payCode: 'DP0000713002', repayAmount: '5000' } },
  beforeEach: savedWith({
    repayAmount: 5000,
    delayInfo: { delayAmount: 5000, title: 'Extend your due date by 7 days' },
  }),
};

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({ CopyableCode, QrCode, NoCode, ChosenChannelSteps, ExtensionFee }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(CopyableCode), tags: ['viewport'] };
export const Large390: Story = { ...large390(CopyableCode), tags: ['viewport'] };
