import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoanConfirmPage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/**
 * Route confirmUrl (/theMark): query productId (P1001 with the agreement popup at commit and the back guard,
 * P2001 plain, P2002 hostile URLs). Nothing covers the figures on arrival (ADR 0074).
 */
const meta = {
  title: 'Pages/Loan confirm',
  component: LoanConfirmPage,
  parameters: pageDocs,
} satisfies Meta<typeof LoanConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's agreement popup, as it comes now: when the borrower has ticked the box and taps the button. */
export const WithAgreementPopup: Story = {
  parameters: { query: { productId: 'P1001' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /I have read and agree/ }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: /^Confirm and receive/ }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Agreement' }, { timeout: 5000 });
  },
};
export const Plain: Story = { parameters: { query: { productId: 'P2001' } } };
/** An answer past the EIR ceiling (12.81% a month): why it cannot be confirmed, and where to ask (SEC MC No. 14). */
export const AboveTheCeiling: Story = { parameters: { query: { productId: 'P2004' } } };
/** This loan's Disclosure Statement, opened from the lender block: the figures the borrower commits to (ADR 0073). */
export const DisclosureStatement: Story = {
  parameters: { query: { productId: 'P2001' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Read the Disclosure Statement' }, { timeout: 5000 }),
    );
    const statement = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Disclosure Statement' },
      { timeout: 5000 },
    );
    await expect(statement).toHaveTextContent('Net proceeds (what you receive)₱4,900.00');
  },
};
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
    DisclosureStatement,
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
