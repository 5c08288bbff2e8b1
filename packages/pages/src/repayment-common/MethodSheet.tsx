import type { RepaymentChannel } from '@loan-webview/kit/api';
import { useT } from '@loan-webview/kit/i18n';
import { Dialog } from '@loan-webview/kit/ui/Dialog';
import { ChannelLogo } from './ChannelLogo';

export interface MethodSheetProps {
  channels: readonly RepaymentChannel[];
  selected: number;
  onSelect: (index: number) => void;
  onClose: () => void;
}

/** The payment-method popup: every channel with its logo and name; back closes it. */
export default function MethodSheet({ channels, selected, onSelect, onClose }: MethodSheetProps) {
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('repayment.paymentMethod')} variant="sheet">
      <ul className="loan-repayment__channels">
        {channels.map((channel, index) => {
          return (
            <li key={`${index}-${channel.channel_number}`}>
              <button
                type="button"
                className="loan-repayment__channel"
                aria-pressed={index === selected}
                onClick={() => onSelect(index)}
              >
                <ChannelLogo channel={channel} size={28} />
                <span>{channel.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
