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

/** As a page shows it: unticked until she ticks it herself (ADR 0074). */
export const Default: Story = {};
/** Ticked, as after her tap: the state the confirm button waits for. */
export const Checked: Story = { args: { defaultChecked: true } };
