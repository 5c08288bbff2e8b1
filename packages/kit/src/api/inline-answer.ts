/**
 * A backend template may inline a page's first answer (ADR 0041):
 *
 *   <script type="application/json" id="loan-data" data-endpoint="loanDetails">{…the endpoint's JSON body…}</script>
 *
 * The first call to that endpoint takes it instead of asking the network, once; it goes through the same
 * normalising, success check and validation as a network answer. Retry and later calls use the network.
 *
 * A server rendering the page (the edge renderer, ADR 0084) has no document: it hands the same answer in with
 * `serverRender`, and while it renders no other call reaches the network (the browser makes those).
 */
import type { EndpointKey } from '../config/config';
import { setServerPageUrl } from '../url/url';

const NONE: unique symbol = Symbol('no inline answer');

interface ServerRender {
  answer?: { endpoint: EndpointKey; body: unknown };
}

let rendering: ServerRender | undefined;

/**
 * Starts a server render of the page at `pageUrl` (relative URLs resolve there, as in the browser): the first call
 * to `answer.endpoint` takes `answer.body`, every other call fails as offline. Returns its end. One at a time: the
 * renderer renders one page at once, and no other between its awaits.
 */
export function serverRender({ pageUrl, answer }: { pageUrl: string; answer: ServerRender['answer'] }): () => void {
  if (rendering) throw new Error('[loan-data] a server render is already under way');
  const current: ServerRender = { answer };
  rendering = current;
  setServerPageUrl(pageUrl);
  return () => {
    if (rendering !== current) return;
    rendering = undefined;
    setServerPageUrl(undefined);
  };
}

/** True while a server render is under way: a call that is not its answer must not leave the server. */
export function isServerRendering(): boolean {
  return rendering !== undefined;
}

/** The inlined answer for this endpoint, parsed, or NONE. A block that is not JSON is logged and ignored. */
export function takeInlineAnswer(endpoint: EndpointKey): unknown {
  if (rendering) {
    const answer = rendering.answer;
    if (answer?.endpoint !== endpoint) return NONE;
    rendering.answer = undefined;
    return answer.body;
  }
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
