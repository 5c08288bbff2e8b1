import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LenderIdentity } from './LenderIdentity';

const meta = {
  title: 'Components/LenderIdentity',
  component: LenderIdentity,
  args: {
    name: 'PesoLoan Lending Corporation',
    secRegistration: 'SEC Registration No. CS201912345',
    certificateOfAuthority: 'Certificate of Authority No. 3021',
  },
} satisfies Meta<typeof LenderIdentity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the borrower commits (the loan confirmation): with the advisory and the statement a tap away. */
export const WithAdvisory: Story = { args: { onOpenDisclosure: fn() } };
/** Where the lender only says who it is (the promotion landing, the about page). */
export const IdentityOnly: Story = {};
/** On the company site's dark footer. */
export const OnDark: Story = {
  args: { tone: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: 'var(--loan-color-text)' }}>
        <Story />
      </div>
    ),
  ],
};
