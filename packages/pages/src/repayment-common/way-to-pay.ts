import type { RepaymentInfo } from '@loan-webview/kit/api';
import { namesChannel } from './code-channel';

type NoticeGroup = RepaymentInfo['defDetail']['payNotice'][number];

/** The instructions page's two ways to pay, by the ids of their sections. */
export type WayToPay = 'ewallet' | 'otc';

// The server's group headings, in the languages it answers in ("Pay with an e-wallet", "Pay over the counter").
const HEADINGS: Record<WayToPay, RegExp> = {
  ewallet: /wallet|钱包|dompet/i,
  otc: /counter|store|outlet|tindahan|门店|柜台|gerai|toko/i,
};

/**
 * Which of the instructions page's ways the chosen channel is paid by (issue 59.1): the heading of the server's
 * group that lists the channel. Undefined when no group lists it or its heading names neither way.
 */
export function wayOfChannel(groups: readonly NoticeGroup[], channel: string | undefined): WayToPay | undefined {
  if (!channel) return undefined;
  const group = groups.find((candidate) => candidate.items.some((item) => namesChannel(item.name, channel)));
  if (!group) return undefined;
  return (Object.keys(HEADINGS) as WayToPay[]).find((way) => HEADINGS[way].test(group.heading));
}
