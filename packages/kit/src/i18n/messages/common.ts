/** Shared strings. Keys are `area.name`; values are the source text (the spec's wording where it has one). */
export const commonMessages = {
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.close': 'Close',
  'common.errorTitle': 'Something went wrong',
  'common.networkError': 'Network error. Check your connection and try again.',
  'common.schemaError': 'The server sent something we could not read. Please try again.',
  'common.serverError': 'The server could not answer. Please try again.',
  'common.empty': 'Nothing here yet',
  'common.unsafeLink': 'This link cannot be opened',
} as const;
