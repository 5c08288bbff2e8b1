import { defineMessages } from '../define';

/** SheetSelect's strings (its search): registered by it, shipped only with a picker. */
export const uiSheetMessages = defineMessages(
  {
    'ui.choose': { source: 'Choose' },
    'ui.search': { source: 'Search' },
    'ui.noMatch': { source: 'Nothing matches “{query}”' },
  },
  { zh: () => import('./zh/ui-sheet'), id: () => import('./id/ui-sheet'), fil: () => import('./fil/ui-sheet') },
);
