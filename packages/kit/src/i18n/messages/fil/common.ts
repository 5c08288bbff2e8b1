/** Filipino. Checked against the catalog by i18n.test.tsx: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'common.loading': 'Naglo-load…',
  'common.retry': 'Subukang muli',
  'common.pageLoadFailed': 'Hindi natapos i-load ang page na ito. Tingnan ang iyong koneksyon at subukang muli.',
  'common.tryAgain': 'Subukan ulit',
  'common.cancel': 'Kanselahin',
  'common.confirm': 'Kumpirmahin',
  'common.close': 'Isara',
  'common.errorTitle': 'May nangyaring mali',
  'common.networkError': 'May problema sa network. Tingnan ang iyong koneksyon at subukang muli.',
  'common.schemaError': 'May ipinadala ang server na hindi namin mabasa. Pakisubukang muli.',
  'common.internalError': 'Hindi ito maipadala ng page na ito. Isara ito at buksan muli.',
  'common.serverError': 'Hindi makasagot ang server. Pakisubukang muli.',
  'common.empty': 'Wala pang laman dito',
  'common.unsafeLink': 'Hindi mabubuksan ang link na ito',
  'toast.uploadSucceeded': 'Na-upload na ang litrato',
  'toast.ratingSucceeded': 'Salamat sa iyong rating!',
  'toast.chooseStars': 'Pumili ng bilang ng bituin',
  'toast.copySuccess': 'Nakopya na',
  'toast.wrongMobile': 'Ilagay ang tamang mobile number',
  'toast.doNotResend': 'Maghintay muna bago humingi ng panibagong code',
};

export default translations;
