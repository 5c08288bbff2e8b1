/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'bindBank.why': 'Dito ipapasok ang loan mo, at dapat nakapangalan ito sa iyo.',
  'bindBank.title': 'Impormasyon ng payment account',
  'bindBank.saved': 'Na-save na ang iyong payment account',
  'bindBank.shellCancelled':
    'Kinansela ang pag-bind sa app at walang na-save. Maaari mong ilagay dito ang iyong account.',
  'bindBank.shellFailed':
    'Hindi na-bind ng app ang iyong account at walang na-save. Maaari mong ilagay dito ang iyong account.',
  'bindBank.noFields': 'Hindi available ang form na ito sa ngayon',
  'bindBank.cardTypeBank': 'Account sa bangko',
  'bindBank.cardTypeWallet': 'E-wallet',
  'bindBank.cardTypeOther': 'Uri ng account {type}',
};

export default translations;
