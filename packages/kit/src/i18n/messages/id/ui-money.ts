/** Checked against the catalog by i18n.test.tsx: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'ui.due': 'Jatuh tempo',
  'ui.dueToday': 'Jatuh tempo hari ini',
  'ui.daysLeft': '{count} hari lagi',
  'ui.overdueByDays': 'Terlambat {count} hari',
};

export default translations;
