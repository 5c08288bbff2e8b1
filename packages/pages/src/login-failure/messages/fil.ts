/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'failure.failed': 'Hindi naaprubahan',
  'failure.noProducts': 'Walang ibang loan na available para sa iyo sa ngayon.',
};

export default translations;
