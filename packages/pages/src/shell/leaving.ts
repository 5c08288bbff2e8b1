/** How long a write button stays busy after it sent the borrower elsewhere; it comes back if they are still here. */
const LEAVING_MS = 8000;

/**
 * Awaited at the end of a single-flight write that navigates away (push the loan, bind the card, generate the pay
 * code): the flight, and so the button, stays busy while the next page loads, so a late second tap cannot send
 * the write again. If navigation was blocked, the button comes back after LEAVING_MS.
 */
export function whileLeaving(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, LEAVING_MS));
}
