/** Filipino. Checked against the table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'progress.loanAmount': 'Halaga ng loan',
  'progress.takenUpFront': 'Ibabawas agad sa loan',
  'progress.repaid': 'Nabayaran na',
  'progress.inAll': 'Kabuuang babayaran',
  'progress.left': 'Natitirang loan at interes',
  'progress.lateGrows': 'Lumalaki araw-araw hanggang mabayaran',
};

export default translations;
