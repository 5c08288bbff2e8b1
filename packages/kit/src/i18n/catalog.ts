import type { MessageEntry } from './define';
import { commonMessages } from './messages/common';
import { customerServiceMessages } from './messages/customer-service';

/** Every visible string, keyed. One file per area under `messages/`; add an area's table here. */
export const messages = {
  ...commonMessages,
  ...customerServiceMessages,
} as const satisfies Record<string, MessageEntry>;

export type MessageKey = keyof typeof messages;
