import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoanConfirmPage } from './LoanConfirmPage';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route confirmUrl (/theMark): query productId (P1001 with popups, P2001 plain, P2002 hostile URLs). */
const meta = {
  title: 'Pages/Loan confirm',
  component: LoanConfirmPage,
  parameters: pageDocs,
} satisfies Meta<typeof LoanConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAgreementPopup: Story = { parameters: { query: { productId: 'P1001' } } };
export const Plain: Story = { parameters: { query: { productId: 'P2001' } } };
export const Loading: Story = { parameters: { query: { productId: 'P2001', mock: 'pending' } } };
/** The loan is in, its agreement list is not: the amount shows, Next waits. */
export const AgreementsOnTheirWay: Story = { parameters: { query: { productId: 'P2001', mock: 'pending:contracts' } } };
export const ServerError: Story = { parameters: { query: { productId: 'P2001', mock: 'error' } } };
export const NetworkError: Story = { parameters: { query: { productId: 'P2001', mock: 'network' } } };
export const Refused: Story = { parameters: { query: { productId: 'P2001', mock: 'fail' } } };
export const Malformed: Story = { parameters: { query: { productId: 'P2001', mock: 'malformed' } } };
export const NoProduct: Story = {};

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({
    WithAgreementPopup,
    Plain,
    Loading,
    AgreementsOnTheirWay,
    ServerError,
    NetworkError,
    Refused,
    Malformed,
    NoProduct,
  }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(WithAgreementPopup), tags: ['viewport'] };
export const Large390: Story = { ...large390(WithAgreementPopup), tags: ['viewport'] };
