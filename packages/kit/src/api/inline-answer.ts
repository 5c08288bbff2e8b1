/**
 * A backend template may inline a page's first answer (ADR 0041):
 *
 *   <script type="application/json" id="loan-data" data-endpoint="loanDetails">{…the endpoint's JSON body…}</script>
 *
 * The first call to that endpoint takes it instead of asking the network, once; it goes through the same
 * normalising, success check and validation as a network answer. Retry and later calls use the network.
 */
import type { EndpointKey } from '../config/config';

const NONE: unique symbol = Symbol('no inline answer');

/** The inlined answer for this endpoint, parsed, or NONE. A block that is not JSON is logged and ignored. */
export function takeInlineAnswer(endpoint: EndpointKey): unknown {
  if (typeof document === 'undefined') return NONE;
  const block = document.getElementById('loan-data');
  if (!block || block.getAttribute('data-endpoint') !== endpoint) return NONE;
  // Used once: a Retry after a bad answer must reach the server.
  block.removeAttribute('data-endpoint');
  try {
    return JSON.parse(block.textContent ?? '') as unknown;
  } catch (error) {
    console.error(`[loan-data] the #loan-data block is not JSON, asking the server. ${String(error)}`);
    return NONE;
  }
}

export function isInlineAnswer(answer: unknown): boolean {
  return answer !== NONE;
}
