/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'failure.tryAgain': 'Subukan ulit sa app',
  'failure.contactUs': 'Itanong sa serbisyo sa customer kung bakit',
  'failure.failed': 'Hindi ka namin ma-sign in sa loan na ito.',
  'failure.noProducts': 'Walang ibang loan na available para sa iyo sa ngayon.',
  'failure.title': 'Hindi nakapag-sign in',
};

export default translations;
