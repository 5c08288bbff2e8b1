import type { SheetSelectOption } from './SheetSelect';

/** A bank list as long as the real one (the search shows from 8), for the stories and the tests. */
export const SAMPLE_BANKS: SheetSelectOption[] = [
  'BDO Unibank',
  'BPI',
  'Metrobank',
  'Landbank',
  'PNB',
  'Security Bank',
  'UnionBank',
  'RCBC',
  'China Bank',
].map((label) => ({ value: label, label }));
