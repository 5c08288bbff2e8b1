import type { Translate } from './translate';

/**
 * An API failure as this module reads it (the API layer's `ApiFailure`): structural, so i18n, which the API layer
 * builds on, never imports it (no loop between the kit's folders).
 */
interface FailureLike extends Error {
  kind: 'api' | 'network' | 'schema' | 'internal';
  status?: number;
}

function isApiFailure(error: unknown): error is FailureLike {
  if (!(error instanceof Error)) return false;
  const kind = (error as Partial<FailureLike>).kind;
  return kind === 'api' || kind === 'network' || kind === 'schema' || kind === 'internal';
}

/**
 * Words a server writes for its developers, not for a borrower: "Internal server error", an exception's name,
 * a constant, SQL, null. Such a message is replaced by a plain sentence (issue 27.6); an HTTP 4xx or 5xx status
 * line ("Bad Request", "Bad Gateway") only ever comes with its status, which the caller sees.
 */
const TECHNICAL =
  /internal server|exception|\bsql|null|undefined|^server error \(|^request failed$|^error$|^\w+error\b/i;
/** A constant's name (`ORDER_STATE_INVALID`): capitals only, so a borrower's one-word message still shows. */
const CONSTANT = /^[A-Z][A-Z0-9_.]*$/;

/**
 * What a borrower reads for a failure: the server's own message when it is written for people, else a plain
 * sentence. An HTTP 5xx never shows its body: that text is the server's, for its logs.
 */
export function describeFailure(error: unknown, t: Translate): string {
  if (isApiFailure(error)) {
    if (error.kind === 'network') return t('common.networkError');
    if (error.kind === 'schema') return t('common.schemaError');
    if (error.kind === 'internal') return t('common.internalError');
    const status = error.status;
    const message = error.message.trim();
    if (message && !(status && status >= 500) && !TECHNICAL.test(message) && !CONSTANT.test(message)) return message;
    return t('common.serverError');
  }
  return t('common.errorTitle');
}
