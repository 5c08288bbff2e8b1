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

/** Pesos as every page writes them, from the minor units the links carry: "545000" -> "₱5,450.00". */
const pesosOf = (minor: string) =>
  /^\d{1,15}$/.test(minor)
    ? `₱${(Number(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : '';

/**
 * Her pay code and amount at the top, each with Copy (the design review: the guide named neither): from the link
 * (`payCode`, `repayAmount` in minor units, as the code page's) or else the payment saved on this phone. Text only
 * (a hostile code stays text); nothing shows without a code.
 */
export function showPayCode(doc: Document = document): void {
  const card = doc.getElementById('instructions-code');
  const win = doc.defaultView;
  if (!card || !win) return;
  const query = new URLSearchParams(win.location.search);
  const saved = readStored('repaymentInfo');
  const code = (query.get('payCode') ?? saved?.defDetail?.payCode ?? '').trim().slice(0, 64);
  if (!code) return;
  const amount = pesosOf(query.get('repayAmount') ?? (saved ? String(Math.round(saved.repayAmount)) : ''));
  const values: Record<string, string> = { code, amount };
  for (const node of card.querySelectorAll<HTMLElement>('[data-fill]')) node.textContent = values[node.dataset.fill!];
  if (!amount) card.querySelector<HTMLElement>('[data-row="amount"]')!.hidden = true;
  const status = card.querySelector('[role="status"]')!;
  card.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-copy]');
    if (!button) return;
    const text = values[button.dataset.copy!].replace(/^₱/, '');
    const said = () => (status.textContent = `${card.dataset.copied ?? ''} ${text}`.trim());
    // The Clipboard API where the webview has it, else a selected field and execCommand (older WebViews).
    const fallback = () => {
      const field = doc.createElement('textarea');
      field.value = text;
      doc.body.append(field);
      field.select();
      doc.execCommand('copy');
      field.remove();
      said();
    };
    if (win.navigator.clipboard) win.navigator.clipboard.writeText(text).then(said, fallback);
    else fallback();
  });
  card.hidden = false;
}
