import type { ApiFailure } from '../api/errors';
import type { Translate } from './translate';

/** Structural, so the UI can describe a failure without importing the API layer at run time. */
function isApiFailure(error: unknown): error is ApiFailure {
  if (!(error instanceof Error)) return false;
  const kind = (error as Partial<ApiFailure>).kind;
  return kind === 'api' || kind === 'network' || kind === 'schema';
}

/** What a borrower reads for a failure: the server's own message when it sent one, else a plain sentence. */
export function describeFailure(error: unknown, t: Translate): string {
  if (isApiFailure(error)) {
    if (error.kind === 'network') return t('common.networkError');
    if (error.kind === 'schema') return t('common.schemaError');
    if (error.message && !/^Server error \(\d+\)$/.test(error.message)) return error.message;
    return t('common.serverError');
  }
  return t('common.errorTitle');
}
