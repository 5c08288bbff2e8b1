/** Checked against the catalog by i18n.test.tsx: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'ui.lender': '贷款机构',
  'ui.disclosureAdvisory': '继续之前，请仔细阅读《披露声明》。',
  'ui.readDisclosure': '阅读《披露声明》',
  'ui.advertisingAdvisory': '借款前，请仔细研读您借款的《披露声明》中的条款和条件。',
};

export default translations;
