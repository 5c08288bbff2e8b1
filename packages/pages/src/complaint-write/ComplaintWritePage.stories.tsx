import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComplaintWritePage } from './ComplaintWritePage';
import { large390, narrow320, pageDocs } from '../story-viewports';

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
export const Loading: Story = choice({ mock: 'slow' });
export const ServerError: Story = choice({ mock: 'error' });
export const NetworkFailure: Story = choice({ mock: 'network' });

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(CollectionSubType), tags: ['viewport'] };
export const Large390: Story = { ...large390(CollectionSubType), tags: ['viewport'] };
