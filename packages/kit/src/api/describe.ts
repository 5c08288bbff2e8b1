import type { Translate } from '../i18n/translate';
import { ApiFailure } from './errors';

/** What a borrower reads for a failure: the server's own message when it sent one, else a plain sentence. */
export function describeFailure(error: unknown, t: Translate): string {
  if (error instanceof ApiFailure) {
    if (error.kind === 'network') return t('common.networkError');
    if (error.kind === 'schema') return t('common.schemaError');
    if (error.message && !/^Server error \(\d+\)$/.test(error.message)) return error.message;
    return t('common.serverError');
  }
  return t('common.errorTitle');
}
