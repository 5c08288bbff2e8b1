import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './index';
import { CallIcon } from './icons/call';

const meta = {
  title: 'Components/Icon',
  component: CallIcon,
  args: { label: undefined },
} satisfies Meta<typeof CallIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole set, each in the text colour at 24 px: import one from `@loan-webview/kit/icons/<name>`. */
export const Set: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16, padding: 0, listStyle: 'none' }}>
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon style={{ '--loan-icon-size': '24px' } as React.CSSProperties} />
          {name}
        </li>
      ))}
    </ul>
  ),
};
/** In a colour of meaning, as the error state draws it. */
export const Coloured: Story = {
  render: () => (
    <span style={{ color: 'var(--loan-color-danger)', fontSize: 32 }}>
      <icons.ErrorIcon label="Error" />
    </span>
  ),
};
