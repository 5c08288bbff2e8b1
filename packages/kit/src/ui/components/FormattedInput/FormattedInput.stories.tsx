import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CardNumberInput, DigitsInput, PhoneInput, SmsCodeInput } from './FormattedInput';

const meta = {
  title: 'Components/FormattedInput',
  component: PhoneInput,
  args: { onValueChange: fn(), 'aria-label': 'Mobile number', placeholder: '09XX XXX XXXX' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PhoneFilled: Story = { args: { defaultValue: '09171234567' } };
export const CardNumber: Story = {
  render: (args) => <CardNumberInput {...args} aria-label="Account number" defaultValue="4111111111111111" />,
};
export const Digits: Story = {
  render: (args) => <DigitsInput {...args} aria-label="ID number" placeholder="Digits only" />,
};
export const SmsCode: Story = {
  render: (args) => <SmsCodeInput {...args} aria-label="SMS code" placeholder="6 digits" />,
};
/** An invalid value: the red border, and the message under the field that the input is described by. */
export const Invalid: Story = {
  args: { defaultValue: '0917', 'aria-invalid': true, 'aria-describedby': 'mobile-error' },
  render: (args) => (
    <>
      <PhoneInput {...args} />
      <p id="mobile-error" style={{ margin: '4px 0 0', color: 'var(--loan-color-danger)', fontSize: 13 }}>
        Enter the 11-digit mobile number, starting 09
      </p>
    </>
  ),
};
