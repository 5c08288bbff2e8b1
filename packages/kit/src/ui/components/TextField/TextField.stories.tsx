import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from '../FieldError';
import { TextArea, TextInput } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextInput,
  args: { id: 'name', placeholder: 'Juan Dela Cruz' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <label htmlFor="name">Full name</label>
      <TextInput {...args} />
      <label htmlFor="story">What happened</label>
      <TextArea id="story" rows={4} defaultValue="I paid on 12 March but the order still shows as overdue." />
    </div>
  ),
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A value the form refused: the border says so, and the error under the field says why. */
export const Invalid: Story = {
  args: { defaultValue: 'J', 'aria-invalid': true, 'aria-describedby': 'name-error' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 4 }}>
      <label htmlFor="name">Full name</label>
      <TextInput {...args} />
      <FieldError id="name-error">Enter your full name</FieldError>
    </div>
  ),
};
