import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../internal';
import type { DialogProps } from '../Dialog';
import { lazyWithRetry } from '../LazyBoundary';
import { useT } from '../../../i18n/I18nProvider';
import { uiPayCodeMessages } from '../../../i18n/messages/ui-pay-code';
import { registerMessages } from '../../../i18n/translate';
import { showToast } from '../../../toast/toast';
import { safeUrl } from '../../../url/url';
import { code39Bars } from './barcode';
import '../../theme/tokens.css';
// The icon's CSS only, as PageState does: a span costs less JS than the component on pages near their budget.
import '../Icon/Icon.css';
import '../Icon/icons/copy.css';
import './PayCodeBox.css';

registerMessages(uiPayCodeMessages);

const Dialog = lazyWithRetry<DialogProps>(() =>
  import('../Dialog/Dialog').then((module) => ({ default: module.Dialog })),
);

/** Copies text; the Clipboard API needs a secure context, which old webviews lack, so fall back to execCommand. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy path
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

export interface PayCodeBoxProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'children'> {
  /** The code to copy; may be empty when only a QR image is given. */
  code: string;
  /** A QR image (showType other than 1): shown with scan tips instead of the copyable code. */
  qrImageUrl?: string;
  title?: string;
}

export function Barcode({ code, label }: { code: string; label: string }) {
  const encoded = code39Bars(code);
  if (!encoded) return <p className="loan-pay-code__code">{code}</p>;
  return (
    <svg
      className="loan-pay-code__barcode"
      viewBox={`0 0 ${encoded.width + 20} 60`}
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      <rect width="100%" height="60" fill="#fff" />
      {encoded.bars.map((bar) => (
        <rect key={bar.x} x={bar.x + 10} y="4" width={bar.width} height="52" fill="#000" />
      ))}
    </svg>
  );
}

/** The pay code of a repayment: copy it, scan its QR image, or show it as a barcode at the counter. */
export const PayCodeBox = forwardRef<HTMLElement, PayCodeBoxProps>(function PayCodeBox(
  { code, qrImageUrl, title, className, ...rest },
  ref,
) {
  const t = useT();
  const [barcodeOpen, setBarcodeOpen] = useState(false);

  const copy = async () => {
    const copied = await copyText(code);
    showToast(copied ? t('toast.copySuccess') : code, { kind: copied ? 'success' : 'default' });
  };

  // A link is followed, unlike an image's source: only an http(s) or same-origin QR is offered to save.
  const saveHref = qrImageUrl ? safeUrl(qrImageUrl) : null;
  return (
    <section {...rest} ref={ref} className={cx('loan-pay-code', className)} aria-label={title ?? t('ui.payCode')}>
      {title && <h2 className="loan-pay-code__title">{title}</h2>}
      {qrImageUrl ? (
        <>
          <figure className="loan-pay-code__qr">
            <img
              src={qrImageUrl}
              alt={code ? `${t('ui.payCode')}: ${code}` : t('ui.payCode')}
              width="180"
              height="180"
            />
            <figcaption>{t('ui.scanTips')}</figcaption>
          </figure>
          {/* To show at a counter with no signal: the image itself, saved (where a webview ignores download, it opens
              for a long press). */}
          {saveHref && (
            <a className="loan-pay-code__button loan-pay-code__save" href={saveHref} download="pay-code-qr">
              {t('ui.saveQr')}
            </a>
          )}
          {/* The code under its QR: a cashier can key it in where the scanner fails, the borrower can copy it. */}
          {code && (
            <div className="loan-pay-code__under-qr">
              <p className="loan-pay-code__code">{code}</p>
              <button type="button" className="loan-pay-code__button" onClick={() => void copy()}>
                <span className="loan-icon loan-icon--copy" aria-hidden="true" />
                {t('ui.copy')}
              </button>
            </div>
          )}
        </>
      ) : (
        <>
          <p className="loan-pay-code__code">{code}</p>
          <div className="loan-pay-code__actions">
            <button type="button" className="loan-pay-code__button" onClick={() => void copy()}>
              <span className="loan-icon loan-icon--copy" aria-hidden="true" />
              {t('ui.copy')}
            </button>
            <button
              type="button"
              className="loan-pay-code__button"
              aria-haspopup="dialog"
              onClick={() => setBarcodeOpen(true)}
            >
              {t('ui.showBarcode')}
            </button>
          </div>
        </>
      )}
      {barcodeOpen && (
        <Dialog
          open
          onOpenChange={setBarcodeOpen}
          title={t('ui.barcodeTitle')}
          actions={[{ label: t('common.close'), onClick: () => setBarcodeOpen(false) }]}
        >
          <Barcode code={code} label={`${t('ui.barcodeTitle')}: ${code}`} />
          <p className="loan-pay-code__code">{code}</p>
        </Dialog>
      )}
    </section>
  );
});
