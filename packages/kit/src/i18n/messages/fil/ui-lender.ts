/** Filipino. Checked against the catalog by i18n.test.tsx: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'ui.lender': 'Nagpapautang',
  'ui.disclosureAdvisory': 'Basahing mabuti ang Disclosure Statement bago magpatuloy.',
  'ui.readDisclosure': 'Basahin ang Disclosure Statement',
  'ui.advertisingAdvisory':
    'Bago ka umutang, pag-aralan ang mga tuntunin at kondisyon sa Disclosure Statement ng iyong loan.',
};

export default translations;
