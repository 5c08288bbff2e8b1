import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AgreementDialog } from '.';

const meta = {
  title: 'Components/AgreementDialog',
  component: AgreementDialog,
  // Each story in a frame of its own on the docs page: inline, every open modal would stack over it.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  args: { open: true, title: 'Loan agreement', url: '/outsideOr/', onAgree: fn(), onCancel: fn() },
} satisfies Meta<typeof AgreementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Popup: Story = {};
/** A URL the kit's check refuses is never framed. */
export const HostileUrl: Story = { args: { url: 'javascript:alert(1)' } };
