import type { MessageEntry } from './define';
import { commonMessages } from './messages/common';
import { customerServiceMessages } from './messages/customer-service';
import { loanDetailMessages } from './messages/loan-detail';
import { uiMessages } from './messages/ui';

/** Every visible string, keyed. One file per area under `messages/`; add an area's table here. */
export const messages = {
  ...commonMessages,
  ...customerServiceMessages,
  ...loanDetailMessages,
  ...uiMessages,
} as const satisfies Record<string, MessageEntry>;

export type MessageKey = keyof typeof messages;
