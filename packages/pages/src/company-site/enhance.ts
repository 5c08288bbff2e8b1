/**
 * The site's tabs scroll sideways on a small phone: on opening a page, its own tab is brought into view (its
 * row only; the page does not move), so "Contact Us" is not hidden off the edge of the page it names.
 */
export function revealCurrentTab(doc: Document = document): void {
  const tab = doc.querySelector<HTMLElement>('.loan-site__tab[aria-current="page"]');
  const row = tab?.closest('ul');
  if (!tab || !row) return;
  row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
}
