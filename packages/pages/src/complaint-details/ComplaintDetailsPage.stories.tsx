import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComplaintDetailsPage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route complaintDetails (/complainDetails, query problemId): PB1001 is answered and asks for a rating. */
const meta = {
  title: 'Pages/Complaint details',
  component: ComplaintDetailsPage,
  parameters: pageDocs,
} satisfies Meta<typeof ComplaintDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnsweredAskingRating: Story = { parameters: { query: { problemId: 'PB1001' } } };
export const Processing: Story = { parameters: { query: { problemId: 'PB1002' } } };
export const WithoutNumber: Story = {};
export const NotFound: Story = { parameters: { query: { problemId: 'PB9999' } } };
export const Loading: Story = { parameters: { query: { problemId: 'PB1001', mock: 'pending' } } };
export const ServerError: Story = { parameters: { query: { problemId: 'PB1001', mock: 'error' } } };
export const NetworkFailure: Story = { parameters: { query: { problemId: 'PB1001', mock: 'network' } } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({ AnsweredAskingRating, Processing, WithoutNumber, NotFound, Loading, ServerError, NetworkFailure }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(AnsweredAskingRating), tags: ['viewport'] };
export const Large390: Story = { ...large390(AnsweredAskingRating), tags: ['viewport'] };
