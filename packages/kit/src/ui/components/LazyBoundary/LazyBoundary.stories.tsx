import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazyWithRetry } from './LazyBoundary';

function Part() {
  return <p>The part that loads later (a dialog, a picker).</p>;
}

const Loaded = lazyWithRetry(async () => ({ default: Part }));
// Fails every time: the notice with Retry that a borrower sees when a chunk cannot arrive.
const Failing = lazyWithRetry<object>(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);

const meta = {
  title: 'Components/LazyBoundary',
  component: Loaded,
} satisfies Meta<typeof Loaded>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadedPart: Story = {};
export const FailedPart: Story = { render: () => <Failing /> };
