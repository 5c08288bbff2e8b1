import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { clearToasts, showLoading, showToast } from '../../../toast/toast';
import { ToastHost } from './ToastHost';

function Show({ message, kind }: { message: string; kind: 'default' | 'loading' }) {
  useEffect(() => {
    clearToasts();
    const hide = kind === 'loading' ? showLoading(message) : showToast(message, { duration: 60_000 });
    return hide;
  }, [message, kind]);
  return null;
}

const meta = {
  title: 'Components/ToastHost',
  component: ToastHost,
  // The global decorator already renders a ToastHost; these stories only push toasts to it.
  render: (_args, { parameters }) => <Show message={parameters.message} kind={parameters.kind ?? 'default'} />,
} satisfies Meta<typeof ToastHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { message: 'copy success' } };
export const Loading: Story = { parameters: { message: 'Submitting…', kind: 'loading' } };
export const LongMessage: Story = {
  parameters: {
    message: 'The selected order does not support sending collection types. Choose another order or question type.',
  },
};
