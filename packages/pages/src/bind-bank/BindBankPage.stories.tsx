import type { Meta, StoryObj } from '@storybook/react-vite';
import { BindBankPage } from './page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route bindBank (/theyAnd): the server-driven payment-account form (every cate of the fixtures). */
const meta = {
  title: 'Pages/Payment account',
  component: BindBankPage,
  parameters: pageDocs,
} satisfies Meta<typeof BindBankPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { query: { product_id: 'P1001' } } };
export const FromOrderDetails: Story = { parameters: { query: { product_id: 'P1001', source: 'loanDetail' } } };
export const SaveRefused: Story = { parameters: { query: { product_id: 'P1001', mock: 'fail:bindCard' } } };
export const NoFields: Story = { parameters: { query: { product_id: 'P1001', mock: 'empty' } } };
/**
 * A shell of contract 2 that ran a binding of its own answers `startBank` with how it ended (README, "The shell
 * contract"): the page's form stays, saying nothing was saved.
 */
const shellAnswering = (result: unknown) => () => {
  // window.loanShell is typed by the kit (the one module that reads it); webkit is the iOS shell's.
  const w = window as Window & { webkit?: unknown };
  w.loanShell = { contract: 2, actions: ['startBank', 'endBank', 'closeWebview'] };
  const postMessage = (action: string, message: { id?: string } | null) => {
    if (action === 'startBank' && message?.id) setTimeout(() => w.loanShell?.answer?.(message.id!, result), 0);
  };
  w.webkit = {
    messageHandlers: new Proxy(
      {},
      { get: (_t, action: string) => ({ postMessage: (m: never) => postMessage(action, m) }) },
    ),
  };
  return () => {
    delete w.loanShell;
    delete w.webkit;
  };
};
export const CancelledInTheApp: Story = {
  parameters: { query: { product_id: 'P1001' } },
  beforeEach: shellAnswering({ ok: true, value: { outcome: 'cancelled' } }),
};
export const FailedInTheApp: Story = {
  parameters: { query: { product_id: 'P1001' } },
  beforeEach: shellAnswering({ ok: false, reason: 'failed', code: 'BANK_DOWN' }),
};
export const Loading: Story = { parameters: { query: { mock: 'pending' } } };
export const ServerError: Story = { parameters: { query: { mock: 'error' } } };
export const NetworkFailure: Story = { parameters: { query: { mock: 'network' } } };
export const MalformedResponse: Story = { parameters: { query: { mock: 'malformed' } } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = {
  ...playground({
    Default,
    FromOrderDetails,
    SaveRefused,
    NoFields,
    Loading,
    ServerError,
    NetworkFailure,
    MalformedResponse,
  }),
  tags: ['playground'],
};

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Default), tags: ['viewport'] };
export const Large390: Story = { ...large390(Default), tags: ['viewport'] };
