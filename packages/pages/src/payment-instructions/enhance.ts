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
