/** Filipino. Checked against the catalog by i18n.test.tsx: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'ui.choose': 'Pumili',
  'ui.search': 'Maghanap',
  'ui.noMatch': 'Walang tugma sa “{query}”',
};

export default translations;
