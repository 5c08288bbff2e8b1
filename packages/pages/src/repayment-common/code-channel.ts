import type { RepaymentInfo } from '@loan-webview/kit/api';

/** A channel's name as a word to look for: its first word, letters only ("Dragonpay (bank transfer)" -> dragonpay). */
const keyword = (name: string) => /^[\p{L}\d-]+/u.exec(name.trim())?.[0].toLowerCase() ?? '';

/** Whether `text` names the channel `name` as a word of its own ("Dragonpay pay code" names "Dragonpay (…)"). */
export function namesChannel(text: string, name: string): boolean {
  const word = keyword(name);
  return word.length >= 3 && new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text.toLowerCase());
}

/**
 * Which listed channel the answer's own code (`defDetail.payCode`) belongs to (ADR 0076): the channel whose
 * `channel_number` the answer names (`defDetail.channel_number`, renamable in the key table), else the one with
 * the same logo, else the one whose name's first word the code's title names ("Dragonpay pay code"). Undefined
 * when there is no code or no channel can be told: the page then shows no code until one is chosen and paid.
 */
export function codeChannelIndex(info: RepaymentInfo): number | undefined {
  const { payCode, channel_number: number, logo, title } = info.defDetail;
  if (!payCode) return undefined;
  const channels = info.repayList;
  const byNumber = number ? channels.findIndex((channel) => channel.channel_number === number) : -1;
  if (byNumber >= 0) return byNumber;
  const byLogo = logo ? channels.findIndex((channel) => channel.logo === logo) : -1;
  if (byLogo >= 0) return byLogo;
  const byName = channels.findIndex((channel) => namesChannel(title, channel.name));
  return byName >= 0 ? byName : undefined;
}
