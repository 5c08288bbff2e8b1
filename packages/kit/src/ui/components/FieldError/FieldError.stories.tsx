import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from './FieldError';
import { TextInput } from '../TextField';

const meta = {
  title: 'Components/FieldError',
  component: FieldError,
  args: { id: 'phone-error', children: 'Please enter a valid mobile number' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 4 }}>
      <label htmlFor="phone">Mobile number</label>
      <TextInput id="phone" defaultValue="0917" aria-invalid="true" aria-describedby="phone-error" />
      <FieldError {...args} />
    </div>
  ),
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
