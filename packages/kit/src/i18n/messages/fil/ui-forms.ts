/** Filipino. Checked against the catalog by i18n.test.tsx: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'ui.getCode': 'Kunin ang verification code',
  'ui.secondsLeft': '{seconds} seg',
  'ui.resendIn': 'Puwedeng ipadala ulit pagkalipas ng {seconds} segundo',
  'ui.agreePrefix': 'Nabasa at tinatanggap ko ang',
  'ui.addImage': 'Magdagdag ng larawan',
  'ui.imageCount': '{count}/{max} larawan',
  'ui.uploading': 'Ina-upload…',
  'ui.uploadFailed': 'Hindi na-upload',
  'ui.removeImage': 'Alisin ang larawan {index}',
  'ui.notAnImage': 'Larawan lang ang puwedeng i-upload',
  'ui.imageTooLarge': 'Lampas sa {size} MB ang larawan',
  'ui.required': 'Kailangang punan ang {field}',
  'ui.accountType': 'Uri ng account',
  'ui.next': 'Susunod',
};

export default translations;
