import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComplaintWritePage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route complaintNext (/complainPageNext): query problemType, problemSonType, orderNo. */
const meta = {
  title: 'Pages/Complaint write',
  component: ComplaintWritePage,
  parameters: pageDocs,
} satisfies Meta<typeof ComplaintWritePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const choice = (extra: Record<string, string> = {}) => ({
  parameters: { query: { problemType: '1', problemSonType: '12', orderNo: 'ORD174', ...extra } },
});

export const CollectionSubType: Story = choice();
export const OtherType: Story = choice({ problemType: '2', problemSonType: '' });
export const UploadFails: Story = choice({ mock: 'fail:uploadProblemImage' });
export const SendRefused: Story = choice({ mock: 'fail:problemSave' });
export const Loading: Story = choice({ mock: 'pending' });
export const ServerError: Story = choice({ mock: 'error' });
export const NetworkFailure: Story = choice({ mock: 'network' });
/** Sent: the acknowledgement that stays, with the reference, the reply-by date and where to go next. */
export const Sent: Story = {
  ...choice(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByRole('textbox', { name: 'Problem description' }, { timeout: 5000 });
    await userEvent.type(text, 'An agent called after 10 pm.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('region', { name: 'Complaint sent' }, { timeout: 5000 })).toHaveTextContent(
      /Your reference: PB\d+/,
    );
  },
};

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({ CollectionSubType, OtherType, UploadFails, SendRefused, Sent, Loading, ServerError, NetworkFailure }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(CollectionSubType), tags: ['viewport'] };
export const Large390: Story = { ...large390(CollectionSubType), tags: ['viewport'] };
