import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CompanyContactPage } from './CompanyContactPage';
import { enhanceContactForm } from './enhance';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** The page as the site serves it: prerendered markup plus its script (enhance.ts). */
function ContactWithScript() {
  useEffect(() => {
    sessionStorage.removeItem('loan.contactDraft');
    enhanceContactForm(document);
  }, []);
  return <CompanyContactPage />;
}

/** Route companyContact (/Contact): all three fields required; no network call. */
const meta = {
  title: 'Pages/Company contact',
  component: ContactWithScript,
  parameters: pageDocs,
} satisfies Meta<typeof ContactWithScript>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Full name'), 'Maria Santos');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Please provide complete information!')).toHaveAttribute('role', 'status');
  },
};
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Full name'), 'Maria Santos');
    await userEvent.type(canvas.getByLabelText('Phone number'), '09171234567');
    await userEvent.type(canvas.getByLabelText('Message'), 'When is my next due date?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('img', { name: 'Message ready' })).toBeVisible();
  },
};
export const Chinese: Story = { globals: { locale: 'zh' } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ Empty, Incomplete, Sent, Chinese }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Empty), tags: ['viewport'] };
export const Large390: Story = { ...large390(Empty), tags: ['viewport'] };
