/** Chinese. Checked against the table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'progress.loanAmount': '借款金额',
  'progress.takenUpFront': '放款时预先扣除',
  'progress.repaid': '已还金额',
  'progress.inAll': '应还总额',
  'progress.left': '剩余本金和利息',
  'progress.lateGrows': '每天增加，直至还清',
};

export default translations;
