import type { OrderSummary } from '@loan-webview/kit/api';
import { useT } from '@loan-webview/kit/i18n';
import { Dialog } from '@loan-webview/kit/ui/Dialog';

export interface OrderPickerProps {
  orders: readonly OrderSummary[];
  selected?: string;
  onPick: (order: OrderSummary) => void;
  onClose: () => void;
}

/** 'All': every order of the borrower in a bottom sheet; back closes it. */
export default function OrderPicker({ orders, selected, onPick, onClose }: OrderPickerProps) {
  const t = useT();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('complaint.chooseOrder')}
      variant="sheet"
      actions={[{ label: t('common.close'), variant: 'secondary', onClick: onClose }]}
    >
      <ul className="loan-complaint-home__orders">
        {orders.map((candidate) => (
          <li key={candidate.orderNo}>
            <button
              type="button"
              className="loan-complaint-home__order"
              aria-pressed={candidate.orderNo === selected}
              onClick={() => onPick(candidate)}
            >
              <span>{candidate.productName}</span>
              <span className="loan-complaint-home__order-no">
                {t('complaint.orderNumber', { orderNo: candidate.orderNo })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
