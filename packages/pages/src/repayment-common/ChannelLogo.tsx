import { useState } from 'react';
import type { RepaymentChannel } from '@loan-webview/kit/api';
import { BankIcon } from '@loan-webview/kit/icons/bank';
import { StoreIcon } from '@loan-webview/kit/icons/store';
import { WalletIcon } from '@loan-webview/kit/icons/wallet';
import { safeUrl } from '@loan-webview/kit/routes';

const BANK = /bank|\b(bdo|bpi|rcbc|pnb)\b|dragonpay/i;
const STORE = /7-?eleven|lhuillier|palawan|ecpay|bayad|store|outlet|counter/i;

/** What kind of place a channel is, from its name: a bank, a counter to pay at, or (most often) an e-wallet. */
export function channelKind(name: string): 'bank' | 'store' | 'wallet' {
  if (STORE.test(name)) return 'store';
  if (BANK.test(name)) return 'bank';
  return 'wallet';
}

const ICONS = { bank: BankIcon, store: StoreIcon, wallet: WalletIcon };

/** The channel's logo at `size` px, or a drawn one of its kind (as large, by CSS) when it has none or it does not load (issue 27.4). */
export function ChannelLogo({ channel, size }: { channel: RepaymentChannel; size: number }) {
  const logo = safeUrl(channel.logo);
  const [failed, setFailed] = useState<string | null>(null);
  if (logo && failed !== logo) {
    return <img src={logo} alt="" width={size} height={size} onError={() => setFailed(logo)} />;
  }
  const Icon = ICONS[channelKind(channel.name)];
  return (
    <span className="loan-repayment__channel-icon">
      <Icon />
    </span>
  );
}
