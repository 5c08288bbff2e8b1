import { readStored, writeStored } from '@loan-webview/kit/storage';
import type { DisclosureStatementProps } from './DisclosureStatement';

/** A statement as it was shown when she confirmed: what the Disclosure Statement is drawn from. */
export type KeptStatement = Omit<DisclosureStatementProps, 'onOpenLenderCopy'>;
export type KeptStatements = Record<string, KeptStatement>;

/** The statements of the last few loans on this phone: a borrower has few loans at once. */
const KEPT = 5;

/**
 * Keeps the statement she confirmed, for its order (RA 3765 s. 4: she is furnished a copy, after she confirms as
 * before): the order page then offers it, as a file she keeps, drawn from the same figures.
 */
export function keepStatementFor(orderId: string, statement: KeptStatement): void {
  if (!orderId) return;
  const kept = Object.entries(readStored('disclosureStatements') ?? {}).filter(([id]) => id !== orderId);
  writeStored(
    'disclosureStatements',
    Object.fromEntries([...kept.slice(-(KEPT - 1)), [orderId, { ...statement, orderId }]]),
  );
}

/** The statement she confirmed for this order on this phone, if any. */
export function statementFor(orderId: string): KeptStatement | undefined {
  return orderId ? readStored('disclosureStatements')?.[orderId] : undefined;
}
