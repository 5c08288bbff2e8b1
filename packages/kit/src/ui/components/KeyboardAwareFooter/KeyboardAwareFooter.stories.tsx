import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { KeyboardAwareFooter } from './KeyboardAwareFooter';

const meta = {
  title: 'Components/KeyboardAwareFooter',
  component: KeyboardAwareFooter,
  args: { children: <Button block>Next</Button> },
  render: (args) => (
    <div style={{ minHeight: 300, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
      <label style={{ padding: 16 }}>
        Focus this field on a phone: the footer hides while the keyboard is open
        <input aria-label="Account name" style={{ display: 'block', width: '100%' }} />
      </label>
      <KeyboardAwareFooter {...args} />
    </div>
  ),
} satisfies Meta<typeof KeyboardAwareFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
