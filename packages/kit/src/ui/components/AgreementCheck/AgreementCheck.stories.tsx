import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AgreementCheck } from '.';

const meta = {
  title: 'Components/AgreementCheck',
  component: AgreementCheck,
  args: {
    agreements: [{ title: 'Loan agreement' }, { title: 'Privacy policy' }, { title: 'Disclosure statement' }],
    onOpenAgreement: fn(),
    onCheckedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgreementCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Unchecked: Story = { args: { defaultChecked: false } };
