/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'loanDetail.title': 'Detalye ng order',
  'loanDetail.goHome': 'Pumunta sa Home',
  'loanDetail.repay': 'Magbayad na',
  'loanDetail.repayUpper': 'Magbayad na',
  'loanDetail.rollover': 'I-extend ang due date',
  'loanDetail.fullyRepaid': 'Bayad na nang buo',
  'loanDetail.shortOfMoney': 'Kailangan ng mas mahabang panahon?',
  'loanDetail.repayment': 'Magbayad na',
  'loanDetail.borrowAgain': 'Humiram ulit',
  'loanDetail.withdrawTitle': 'Kunin ang pera',
  'loanDetail.withdrawNow': 'Kunin na ang pera',
  'loanDetail.bindCardTitle': 'Ikonekta ang payment account',
  'loanDetail.bindCard': 'Ikonekta ang card',
  'loanDetail.rateTitle': 'I-rate ang aming app',
  'loanDetail.rateMessage': 'Bigyan ng marka ang app para matulungan kaming pagandahin ang aming serbisyo',
  'loanDetail.rateLabel': 'Ang iyong marka',
  'loanDetail.submit': 'Ipadala',
  'loanDetail.thanksTitle': 'Salamat!',
  'loanDetail.thanksMessage':
    'Nakakatulong ang iyong feedback para gumanda ang aming serbisyo. Patuloy naming pagbubutihin ito.',
  'loanDetail.ok': 'Sige',
  'loanDetail.servicePhone': 'Serbisyo sa customer',
  'loanDetail.callService': 'Tawagan ang serbisyo sa customer sa {phone}',
  'loanDetail.missingOrder': 'Nabuksan ang page na ito nang walang order. Buksan muli ang order mula sa app.',
  'loanDetail.rateNow': 'Mag-rate ngayon',
  'loanDetail.statement': 'Disclosure Statement ng loan na ito: magtabi ng kopya',
  'loanDetail.backToOrder': 'Bumalik sa order',
};

export default translations;
