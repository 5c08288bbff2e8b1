import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionLandingPage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

const AD = { id: 'T100', app_from: 'pesoloan', user_from: 'fb', utm_tag: 'nov-promo' };

/** Route promotionLanding (/promotion): template T100 on the embedded backend; SMS code 123456. */
const meta = {
  title: 'Pages/Promotion landing',
  component: PromotionLandingPage,
  parameters: pageDocs,
} satisfies Meta<typeof PromotionLandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RegistrationForm: Story = { parameters: { query: AD } };
export const EndedPromotion: Story = { parameters: { query: { ...AD, id: 'T999' } } };
export const IncompleteLink: Story = {};
export const Loading: Story = { parameters: { query: { ...AD, mock: 'slow:promotionTemplate' } } };
/** The template is in, the captcha's session id is not: the form shows, the captcha waits. */
export const CaptchaOnItsWay: Story = { parameters: { query: { ...AD, mock: 'pending:getSid' } } };
export const NetworkError: Story = { parameters: { query: { ...AD, mock: 'network:promotionTemplate' } } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({ RegistrationForm, EndedPromotion, IncompleteLink, Loading, CaptchaOnItsWay, NetworkError }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(RegistrationForm), tags: ['viewport'] };
export const Large390: Story = { ...large390(RegistrationForm), tags: ['viewport'] };
