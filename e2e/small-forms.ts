/**
 * What every page keeps small and the same (issue 59.3), read in the browser from the page as shown: dates in
 * the one form people read (never `YYYY-MM-DD`), and every control a finger can hit, at least 44 x 44 px. A link
 * inside a sentence is exempt (WCAG 2.5.8's inline exception): it is text, and growing it would break the line.
 * And no button's label on two lines where its row has room for it on one; section titles in one size and weight;
 * no money figure split over two lines ("₱5,450.0 / 0" in Filipino, issue 69); every money bar adding up; the
 * button she commits with on one line, or designed for two.
 */
export function smallForms(): {
  isoDates: string[];
  smallTargets: string[];
  wrappedLabels: string[];
  titleForms: string[];
  splitFigures: string[];
  breakdownsOff: string[];
  wrappedCommits: string[];
} {
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const isoDates = [...document.body.innerText.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)].map((match) => {
    const text = document.body.innerText;
    return text.slice(Math.max(0, match.index! - 30), match.index! + 12).replace(/\s+/g, ' ');
  });
  const inSentence = (element: Element) =>
    getComputedStyle(element).display === 'inline' &&
    [...(element.parentElement?.childNodes ?? [])].some(
      (node) => node !== element && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
  const targets = [
    ...document.querySelectorAll(
      'button, a[href], [role="button"], [role="tab"], [role="radio"], [role="checkbox"], select, input, textarea',
    ),
  ].map((element) =>
    element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
      ? (element.closest('label') ?? element)
      : element,
  );
  // A control hidden for sight (1 px, clipped) is reached through another: the uploader's file input.
  const visuallyHidden = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width <= 1 && box.height <= 1;
  };
  // Its size in the layout, not on screen: a dialog still growing into place (a scale transform) is not a small
  // target, and a popup that opens on arrival may be mid-animation whenever this runs.
  const laidOut = (element: Element) =>
    element instanceof HTMLElement
      ? { width: element.offsetWidth, height: element.offsetHeight }
      : element.getBoundingClientRect();
  // A link whose ::after is stretched over its card is as large as the card (the order list).
  const hitBox = (element: Element) => {
    const after = getComputedStyle(element, '::after');
    const card = element instanceof HTMLElement ? element.offsetParent : null;
    return after.content !== 'none' && after.position === 'absolute' && card ? laidOut(card) : laidOut(element);
  };
  const smallTargets = [...new Set(targets)]
    .filter(
      (element) =>
        visible(element) &&
        !visuallyHidden(element) &&
        !inSentence(element) &&
        !element.closest('[aria-hidden="true"]'),
    )
    .flatMap((element) => {
      const box = hitBox(element);
      if (Math.round(box.width) >= 44 && Math.round(box.height) >= 44) return [];
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`];
    });
  // A short label on two lines although its row had room for it on one ("Withdraw / Now" beside Cancel).
  const wrappedLabels = [...document.querySelectorAll('button, [role="button"]')]
    .filter((element) => visible(element) && !element.closest('[aria-hidden="true"]'))
    .flatMap((element) => {
      // Its words only: an icon beside them sits on its own box, not on a line of text.
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
      }
      const lines = rects.filter((rect, index) => rects.slice(0, index).every((other) => rect.top >= other.bottom));
      if (lines.length < 2) return [];
      const style = getComputedStyle(element);
      const chrome = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth']
        .map((side) => parseFloat(style[side as 'paddingLeft']))
        .reduce((sum, width) => sum + width, 0);
      // On screen a growing dialog is scaled: its text measured back to layout size.
      const scale = element.getBoundingClientRect().width / ((element as HTMLElement).offsetWidth || 1);
      const oneLine = rects.reduce((sum, rect) => sum + rect.width, 0) / (scale || 1);
      // The row's content box: its padding is no room for the label (a sticky bar's 16 px each side).
      const row = getComputedStyle(element.parentElement!);
      const room = element.parentElement!.clientWidth - parseFloat(row.paddingLeft) - parseFloat(row.paddingRight);
      return oneLine + chrome < room ? [`"${element.textContent!.trim()}" on ${lines.length} lines`] : [];
    });
  // Section titles in one size and weight: every h2 or card title outside a dialog, but the small caption above a
  // figure, a pay code or the lender's name, which is a label by design.
  const titleForms = [
    ...new Set(
      [...document.querySelectorAll('h2, .loan-page__card-title')]
        .filter(
          (title) =>
            visible(title) &&
            !title.closest('[role="dialog"], [role="alertdialog"]') &&
            !title.matches('.loan-money__label, .loan-lender__label, .loan-pay-code__title'),
        )
        .map((title) => {
          const style = getComputedStyle(title);
          return `${style.fontSize} ${style.fontWeight}`;
        }),
    ),
  ];
  const splitFigures: string[] = [];
  const figures = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = figures.nextNode(); node; node = figures.nextNode()) {
    if (!node.parentElement || !visible(node.parentElement)) continue;
    for (const match of (node.textContent ?? '').matchAll(/[₱₹]\s?\d[\d,]*(?:\.\d+)?/g)) {
      const range = document.createRange();
      range.setStart(node, match.index!);
      range.setEnd(node, match.index! + match[0].length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const lines = rects.filter((rect, index) => rects.slice(0, index).every((other) => rect.top >= other.bottom));
      if (lines.length > 1) splitFigures.push(`"${match[0]}" over ${lines.length} lines`);
    }
  }
  // Every money bar's parts add up to its whole, as the borrower would sum what she reads (issue 69): the figures
  // shown, not the values behind them.
  const pesos = (text: string | null | undefined) => {
    const match = /[₱₹]\s?(\d[\d,]*(?:\.\d+)?)/.exec(text ?? '');
    return match ? Math.round(Number(match[1].replace(/,/g, '')) * 100) : NaN;
  };
  const breakdownsOff = [...document.querySelectorAll('.loan-money-bar')].flatMap((bar) => {
    const whole = pesos(bar.querySelector('.loan-money-bar__total')?.textContent);
    const parts = [...bar.querySelectorAll('.loan-money-bar__row dd')].map((cell) => pesos(cell.textContent));
    const sum = parts.reduce((total, part) => total + part, 0);
    return sum === whole ? [] : [`"${bar.querySelector('figcaption')?.textContent}": parts add up to ${sum / 100}`];
  });
  // The button she commits with (the sticky bar's) on one line at the phone's width, or designed for two: Pay's
  // amount and its channel, each whole on its own line.
  const wrappedCommits = [...document.querySelectorAll('.loan-page__action-bar .loan-button')]
    .filter((button) => visible(button) && !button.querySelector('.loan-repayment__pay-via'))
    .flatMap((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
      return lines > 1 ? [`"${button.textContent!.trim()}" on ${lines} lines`] : [];
    });
  return { isoDates, smallTargets, wrappedLabels, titleForms, splitFigures, breakdownsOff, wrappedCommits };
}
