import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentInstructionsPage } from './PaymentInstructionsPage';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/**
 * Route DRInstructions: a static page (no data, no states to load). The toolbar switches the language; the
 * build prerenders one HTML file per language. Tap a picture to enlarge it.
 */
const meta = {
  title: 'Pages/Payment instructions',
  component: PaymentInstructionsPage,
  parameters: pageDocs,
} satisfies Meta<typeof PaymentInstructionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Instructions: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };
export const Indonesian: Story = { globals: { locale: 'id' } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ Instructions, Chinese, Indonesian }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Instructions), tags: ['viewport'] };
export const Large390: Story = { ...large390(Instructions), tags: ['viewport'] };
