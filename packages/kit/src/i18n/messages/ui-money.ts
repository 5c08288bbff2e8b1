import { defineMessages } from '../define';

/** MoneySummary's strings (due date, days left or overdue): registered by it, shipped only where a figure shows. */
export const uiMoneyMessages = defineMessages(
  {
    'ui.due': { source: 'Due' },
    'ui.dueToday': { source: 'Due today' },
    'ui.dayLeft': { source: '1 day left' },
    'ui.daysLeft': { source: '{count} days left' },
    'ui.overdueByDay': { source: 'Overdue by 1 day' },
    'ui.overdueByDays': { source: 'Overdue by {count} days' },
  },
  { zh: () => import('./zh/ui-money'), id: () => import('./id/ui-money'), fil: () => import('./fil/ui-money') },
);
