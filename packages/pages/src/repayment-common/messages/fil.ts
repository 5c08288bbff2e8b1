/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'repayment.title': 'Pagbabayad',
  'repayment.amount': 'Halagang babayaran',
  'repayment.totalPayment': 'Kabuuang bayad',
  'repayment.paymentMethod': 'Paraan ng pagbabayad',
  'repayment.payNow': 'Magbayad na',
  'repayment.delayTitle': 'I-extend ang due date',
  'repayment.delayAmount': 'Bayad sa extension',
  'repayment.plan': 'Plano ng pagbabayad',
  'repayment.stepPictures': 'Paano magbayad, hakbang-hakbang na may larawan',
  'repayment.paymentNotice': 'Paalala sa pagbabayad',
  'repayment.payWith': 'Magbayad gamit ang {channel}',
  'repayment.codeTitle': 'Pay code para sa pagbabayad',
  'repayment.noSavedCode': 'Wala pang naka-save na pay code sa phone na ito',
  'repayment.noCode': 'Walang pay code ang link na ito. Buksan muli ang page ng pagbabayad sa app.',
  'repayment.offlineSaved': 'Offline ka. Na-save ang code na ito noong {date}.',
  'repayment.savedOn': 'Na-save ang code noong {date}',
  'repayment.offline': 'Offline ka. Ipakita ang code na ito sa counter.',
  'repayment.dueNow': 'Due date ngayon',
  'repayment.newDueDate': 'Bagong due date',
  'repayment.stillOwed': 'Utang pa rin pagkatapos ng bayad na ito',
  'repayment.extensionCost': 'Halaga ng dagdag na araw',
  'repayment.extensionCostValue': '{fee} para sa {days} pang araw ({percent} ng utang mo)',
  'repayment.feeNotPrincipal':
    'Hindi nababawasan ng extension fee ang iyong loan: pareho pa rin ang utang mo, mas huli lang ang due date.',
  'repayment.codeAfterPay': 'I-tap ang Magbayad na para makuha ang {channel} code mo at kung paano magbayad gamit ito.',
  'repayment.getCode': 'Kumuha ng code sa Mga loan ko',
};

export default translations;
