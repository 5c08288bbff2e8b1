import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginFailurePage } from './LoginFailurePage';
import { large390, narrow320, pageDocs } from '../story-viewports';

/** Route errorUrl (/howIs): the joint login failed; other loans to apply for. */
const meta = {
  title: 'Pages/Login failure',
  component: LoginFailurePage,
  parameters: pageDocs,
} satisfies Meta<typeof LoginFailurePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithProducts: Story = {};
export const NoProducts: Story = { parameters: { query: { mock: 'empty' } } };
export const Loading: Story = { parameters: { query: { mock: 'slow' } } };
export const NetworkError: Story = { parameters: { query: { mock: 'network' } } };
export const Refused: Story = { parameters: { query: { mock: 'fail' } } };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(WithProducts), tags: ['viewport'] };
export const Large390: Story = { ...large390(WithProducts), tags: ['viewport'] };
