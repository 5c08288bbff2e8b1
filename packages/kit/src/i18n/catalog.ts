import { commonMessages } from './messages/common';
import { customerServiceMessages } from './messages/customer-service';

/** Every visible string, keyed; the value is the source text. One file per area under `messages/`. */
export const sourceMessages = {
  ...commonMessages,
  ...customerServiceMessages,
} as const;

export type MessageKey = keyof typeof sourceMessages;
export type Catalog = Partial<Record<MessageKey, string>>;
