import { RepaymentScreen } from '../repayment-common/RepaymentScreen';

/** Route repayUrl (/odiousAnd): an installment's repayment. */
export function InstallmentRepaymentPage() {
  return <RepaymentScreen kind="installment" />;
}
