import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginFailurePage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

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
export const Loading: Story = { parameters: { query: { mock: 'pending' } } };
export const NetworkError: Story = { parameters: { query: { mock: 'network' } } };
export const Refused: Story = { parameters: { query: { mock: 'fail' } } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({ WithProducts, NoProducts, Loading, NetworkError, Refused }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(WithProducts), tags: ['viewport'] };
export const Large390: Story = { ...large390(WithProducts), tags: ['viewport'] };
