import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompanyContactPage } from './CompanyContactPage';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route companyContact (/Contact): call and e-mail first, then how to complain; no form that sends nothing. */
const meta = {
  title: 'Pages/Company contact',
  component: CompanyContactPage,
  parameters: pageDocs,
} satisfies Meta<typeof CompanyContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:09171234567');
    await expect(main.queryByRole('textbox')).toBeNull();
  },
};
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Chinese: Story = { globals: { locale: 'zh' } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ Default, Filipino, Chinese }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Default), tags: ['viewport'] };
export const Large390: Story = { ...large390(Default), tags: ['viewport'] };
