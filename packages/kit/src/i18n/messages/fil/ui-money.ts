/** Filipino. Checked against the catalog by i18n.test.tsx: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'ui.due': 'Due sa',
  'ui.dueToday': 'Due ngayong araw',
  'ui.daysLeft': '{count, plural, =1 {# araw na lang} other {# na araw na lang}}',
  'ui.overdueByDays': 'Lampas na sa due date nang {count, plural, =1 {# araw} other {# na araw}}',
};

export default translations;
