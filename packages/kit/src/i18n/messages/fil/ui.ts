/** Filipino. Checked against the catalog by i18n.test.tsx: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'ui.more': 'Ipakita pa',
  'ui.hide': 'Itago',
  'ui.refresh': 'I-refresh',
  'ui.refreshing': 'Nire-refresh…',
  'ui.updatedAt': 'Na-update {time}',
  'ui.refreshFailed': 'Hindi ma-refresh. Ito ang status noong {time}.',
  'ui.callFromPhone': 'Hindi nasimulan ng phone mo ang tawag. Tawagan ang {phone} mula sa phone app mo.',
  'ui.moreProducts': 'Iba pang loan para sa iyo',
  'ui.productUnavailable': 'Hindi available',
  'ui.stars': '{count} bituin',
  'ui.rating': 'Rating',
  'ui.agree': 'Sang-ayon ako',
  'ui.previewImage': 'Tingnan ang larawan {index}',
  'ui.back': 'Bumalik',
  'ui.partLoadFailed': 'Hindi na-load ang bahaging ito ng page.',
};

export default translations;
