import { LoanConfirmScreen } from '../confirm-common';

/** Route confirmUrl (/theMark): the standard loan confirmation. */
export function LoanConfirmPage() {
  return <LoanConfirmScreen variant="standard" />;
}
