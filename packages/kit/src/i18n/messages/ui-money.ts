import { defineMessages } from '../define';

/** MoneySummary's strings (due date, days left or overdue): registered by it, shipped only where a figure shows. */
export const uiMoneyMessages = defineMessages(
  {
    'ui.due': { source: 'Due' },
    'ui.dueToday': { source: 'Due today' },
    'ui.daysLeft': { source: '{count, plural, one {# day left} other {# days left}}' },
    'ui.overdueByDays': { source: 'Overdue by {count, plural, one {# day} other {# days}}' },
  },
  { zh: () => import('./zh/ui-money'), id: () => import('./id/ui-money'), fil: () => import('./fil/ui-money') },
);
