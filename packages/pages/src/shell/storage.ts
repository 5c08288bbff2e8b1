import type { RepaymentInfo } from '@loan-webview/kit/api';
import type { ComplaintDraft } from '../complaint-write/draft';

/**
 * The pages' own storage groups, beside the kit's form field groups: their types for `readStored` and
 * `writeStored`. A group holding personal data is also kept for the session only where it is used
 * (`keepForSessionOnly`).
 */
declare module '@loan-webview/kit/storage' {
  interface AppStorageGroups {
    /**
     * Saved by the repayment pages when a code is generated, with the channel the borrower chose; both code
     * pages show it (how to pay), page 2 offline too.
     */
    repaymentInfo: RepaymentInfo & {
      savedAt?: number;
      channelName?: string;
      /** The order paid, so the code page's "I've paid" opens its status. */
      order?: { productId: string; orderId: string };
    };
    complaintDraft: ComplaintDraft;
    /** The legacy store's committed repayment, so the code can be confirmed after a reload (session only). */
    legacyRepayment: { orderId: string; repayRecordId: string; withholdingAmount: number; needsCode?: boolean };
    /** The legacy store's receipt once a repayment is confirmed, so a reload shows it again (session only). */
    legacyReceipt: import('../legacy-repayment/LegacyReceipt').Receipt;
    /** The test page's device and session fields, remembered for the tester. */
    testDevice: Record<string, string>;
    /** The phone number typed on the promotion page, until it is sent (session only). */
    promotionPhone: { phone: string };
    /** The Disclosure Statement each confirmed loan was shown, by order id, so she can keep a copy afterwards. */
    disclosureStatements: import('../confirm-common/kept-statement').KeptStatements;
  }
}
