import { RepaymentScreen } from '../repayment-common/RepaymentScreen';

/** Route repayDelayUrl (/yourPeople): paying to extend the loan. */
export function ExtensionRepaymentPage() {
  return <RepaymentScreen kind="extension" />;
}
