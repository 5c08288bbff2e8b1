/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'confirm.title': 'Kumpirmahin ang loan',
  'confirm.amount': 'Halaga ng loan',
  'confirm.youReceive': 'Matatanggap mo',
  'confirm.totalToRepay': 'Kabuuang babayaran',
  'confirm.amountBy': '{amount} hanggang {date}',
  'confirm.interestAndFees': 'Interes at bayarin',
  'confirm.term': 'Termino',
  'confirm.rate': 'Rate ng interes',
  'confirm.plan': 'Plano ng pagbabayad',
  'confirm.next': 'Kumpirmahin at hiramin ang {amount}',
  'confirm.leaveTitle': 'Sigurado ka bang aalis ka?',
  'confirm.stay': 'Sang-ayon',
  'confirm.termValue': '{periods} {unit}',
  'confirm.termDays': '{periods} araw',
  'confirm.termWeeks': '{periods} linggo',
  'confirm.termMonths': '{periods} buwan',
  'confirm.firstPayment': 'Unang bayad',
  'confirm.firstPaymentValue': '{date} (ika-{day} araw)',
  'confirm.chooseTerm': 'Piliin ang termino',
  'confirm.detailsInPlan': 'Nasa plano ng pagbabayad sa ibaba ang babayaran mo para sa terminong ito.',
  'confirm.smsNotice': 'Padadalhan ka namin ng SMS sa iyong rehistradong numero kapag naisumite na ang iyong loan.',
  'confirm.agreementTitle': 'Kasunduan',
  'confirm.promoTitle': 'Espesyal na alok',
  'confirm.missingProduct': 'Kailangan ng loan product ang page na ito. Buksan itong muli mula sa app.',
};

export default translations;
