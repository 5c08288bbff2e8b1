/** Chinese. Checked against the table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'legal.perMonth': '逾期金额的每月 {percent}%',
  'legal.perDay': '逾期金额的每天 {percent}%',
  'legal.plusFeeOnce': '{rate}，另加一次性费用 {amount}',
  'terms.late1': '如未在到期日前偿还某期款项，将收取 {lateCharge} 的逾期费用，按日计算，直至还清。',
  'terms.late2':
    '一笔借款的利息、费用、收费和罚金合计绝不超过借款金额的 {totalCostCap}%（菲律宾证券交易委员会 2022 年第 3 号备忘录通函）。',
  'terms.prepaymentAnytime': '您可以随时提前结清全部借款，提前还款不收取任何费用。{prepaymentInterest}',
  'terms.prepaymentAfterHalf': '您可以提前结清全部借款，但只能在借款期限过半之后。{prepaymentInterest}',
  'terms.interestToTheDay': '提前还款的借款，利息只计至还款之日。',
  'terms.interestWholeTerm': '提前还款的借款，仍按整个期限收取利息。',
};

export default translations;
