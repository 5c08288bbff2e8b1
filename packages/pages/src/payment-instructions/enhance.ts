import { readStored } from '@loan-webview/kit/storage';
import { wayOfChannel } from '../repayment-common/way-to-pay';

/**
 * The page's only script (a few hundred bytes). Without it a picture opens and the back button closes it,
 * but the close link adds a history entry, so back would open the picture again. With it, closing a
 * picture this page opened goes back instead, and Escape closes it too.
 */
export function enhancePictureZoom(doc: Document = document): void {
  const win = doc.defaultView;
  if (!win) return;
  let openedHere = false;
  const isOpen = () => /-picture-\d+$/.test(win.location.hash);
  const close = (event: Event) => {
    if (!openedHere || !isOpen()) return;
    event.preventDefault();
    openedHere = false;
    win.history.back();
  };
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link) return;
    if (link.classList.contains('loan-instructions__thumb')) openedHere = true;
    else if (link.classList.contains('loan-instructions__close')) close(event);
  });
  win.addEventListener('hashchange', () => {
    if (!isOpen()) openedHere = false;
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    if (openedHere) close(event);
    else win.location.hash = win.location.hash.replace('-picture-', '-step-');
  });
}

/**
 * Opened without a section to show (the app's own link), the page opens on the way the borrower's saved code is
 * paid by: the channel she chose on the repayment page (issue 59.1). Its contents link says so (aria-current).
 */
export function openOnChosenWay(doc: Document = document): void {
  const saved = readStored('repaymentInfo');
  const way = wayOfChannel(saved?.defDetail?.payNotice ?? [], saved?.channelName);
  if (!way) return;
  doc.querySelector(`a[href="#${way}"]`)?.setAttribute('aria-current', 'location');
  if (doc.defaultView?.location.hash) return;
  doc.getElementById(way)?.scrollIntoView();
}
